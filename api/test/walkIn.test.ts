// Walk-in registration at the desk and front-desk accounts (issue 26 §2): an organiser registers a
// walk-in (a new account or an existing member) with the payment taken in cash or on the card
// terminal, in one transaction, once per idempotency key; the receipt is numbered like every
// payment's; bad input writes nothing; the badge prints at once. Organisers create, list, disable
// and enable front-desk accounts, which can check in and do nothing else.
import { randomUUID } from 'node:crypto';
import { asAdminRole, startHarness, type Harness } from './harness';
import { readMail } from './mailReader';
import { pdfText } from './pdfText';
import { expectGaplessNumbers } from './receiptSteps';
import { asFrontDesk } from './attendanceSteps';
import { answerOf, newMember, paidInput, registerWalkIn, W, writtenFor } from './walkInSteps';

const DESK_ACCOUNTS = '{ frontDeskAccounts { id email givenName blocked frontDesk organiser } }';
const CREATE_DESK =
  'mutation ($i: FrontDeskAccountInput!) { createFrontDeskAccount(input: $i) { id email givenName blocked frontDesk } }';
const DISABLE_DESK =
  'mutation ($id: ID!, $d: Boolean!) { setFrontDeskAccountDisabled(id: $id, disabled: $d) { id blocked } }';

describe('walk-in registration at the desk', () => {
  let h: Harness;
  let admin: { id: number; token: string; email: string };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
  });
  beforeEach(() => h.clock.setNow('2024-03-21T09:00:00+09:00'));
  afterAll(() => h.close());

  const badgePdf = (registrationId: string, token: string) =>
    fetch(`${h.url}/badges/${registrationId}.pdf?layout=LABEL`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('registers a new member paying cash: account, registration, payment, numbered receipt, badge', async () => {
    const member = newMember();
    const key = randomUUID();
    const answer = answerOf(await registerWalkIn(h, admin.token, paidInput(member), key));
    expect(answer).toMatchObject({
      registration: {
        category: 'ON_TIER1',
        price: '200',
        currency: 'USD',
        price_status: 'PAID',
        attend: 'OFFLINE',
        badgeGivenName: 'Anna',
        badgeFamilyName: 'de Vries',
      },
      member: { email: member.email, country: 'NL', confirmed: false },
      pay: { pay_status: 'PAID', cash_code: 'CASH', total: 200 * 1350 },
      amountKrw: 270000,
      newAccount: true,
      replayed: false,
    });
    expect(answer.receiptReference).toMatch(/^KSP2024-R-\d{5}$/);
    const receipt = await h
      .knex('receipts')
      .where({ pay_id: Number(answer.pay?.id) })
      .first();
    expect(`KSP2024-R-${String(receipt.number).padStart(5, '0')}`).toBe(answer.receiptReference);
    expect(receipt).toMatchObject({ kind: 'PAYMENT', cash_code: 'CASH', amount_krw: 270000 });
    await expectGaplessNumbers(h);
    // The memo is on the payment; the account has the licence number and no usable password.
    const memo = await h
      .knex('memo_lists')
      .where({ relationId: Number(answer.pay?.id), type: 'PAY' })
      .first();
    expect(memo.contents).toBe('Cash, desk 1, Kim');
    const user = await h
      .knex('users')
      .where({ id: Number(answer.member.id) })
      .first();
    expect(user).toMatchObject({ medi_license: '123456', username: member.email, affiliation: 'Erasmus MC' });
    // The confirmation mail is queued, and the registration and receipt mails a paying member gets.
    const mails = await h.knex('send_emails').where({ usermail: member.email }).pluck('type');
    expect(mails.sort()).toEqual(['EVENT_REGISTRATION', 'PAYMENT_RECEIPT', 'SIGN_UP']);
    // The badge prints at once for the desk.
    const res = await badgePdf(answer.registration.id, admin.token);
    expect(res.status).toBe(200);
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Anna DE VRIES');
    expect(text).toContain('Erasmus MC');
  });

  it("a new walk-in receives the registration and receipt mails a paying member gets, in the member's language", async () => {
    const subjects = async (email: string, count: number) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const mails = h.smtp.mails.filter((m) => m.to.includes(email.toLowerCase())).map((m) => readMail(m));
        if (mails.length >= count || Date.now() > deadline) return mails;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const overseas = newMember();
    const paid = answerOf(await registerWalkIn(h, admin.token, paidInput(overseas)));
    const english = await subjects(overseas.email, 3);
    expect(english.map((m) => m.subject).sort()).toEqual([
      'Confirm your e-mail address for the KSP 2024 Congress',
      `KSP 2024 Congress receipt ${paid.receiptReference}: Payment`,
      'Your registration for the KSP 2024 Congress',
    ]);
    expect(english.find((m) => m.subject.startsWith('KSP'))?.text).toContain('Amount: 270,000 KRW');

    const korean = newMember({
      country: 'KR',
      givenName: 'Minji',
      familyName: 'Kim',
      name_kr: '김민지',
      affiliation_kr: '부산대학교병원',
    });
    const taken = answerOf(
      await registerWalkIn(h, admin.token, {
        member: korean,
        category: 'KM_TIER1',
        occupation: 'PROFESSOR',
        dinnerAttendance: true,
        fee: 200_000,
        method: 'POS',
        memo: 'Terminal slip 0043',
      }),
    );
    expect(taken.member.confirmed).toBe(false);
    const mails = await subjects(korean.email, 3);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      '대한병리학회 2024 학술대회 등록 안내',
      `대한병리학회 2024 학술대회 영수증 ${taken.receiptReference}: 결제`,
      '대한병리학회 2024 학술대회 이메일 주소를 확인해 주세요',
    ]);
    expect(mails.find((m) => m.subject.includes('등록 안내'))?.text).toContain('등록비: 200,000 KRW');
  });

  it('a retry with the same key answers with the first walk-in and writes nothing more', async () => {
    const member = newMember();
    const key = randomUUID();
    const first = answerOf(await registerWalkIn(h, admin.token, paidInput(member), key));
    const again = answerOf(await registerWalkIn(h, admin.token, paidInput(member), key));
    expect(again).toEqual({ ...first, replayed: true });
    const written = await writtenFor(h, member.email);
    expect({ ...written, receipts: written.receipts.length }).toEqual({
      users: 1,
      registrations: 1,
      pays: 1,
      receipts: 1,
    });
    // The same key with other values is refused.
    const other = await registerWalkIn(h, admin.token, paidInput(member, { method: 'POS' }), key);
    expect(other.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'idempotencyKey', code: 'walkIn.keyReused' },
    ]);
  });

  it('a double submit at once records one walk-in', async () => {
    const member = newMember();
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => registerWalkIn(h, admin.token, paidInput(member), key)),
    );
    expect(new Set(answers.map((a) => answerOf(a).registration.id)).size).toBe(1);
    expect(answers.map((a) => answerOf(a).replayed).sort()).toEqual([false, true, true]);
    expect((await writtenFor(h, member.email)).pays).toBe(1);
  });

  it('registers an existing member on the card terminal; a second walk-in of them is refused', async () => {
    const existing = await h.createUser({
      country: 'KR',
      givenName: 'Minji',
      familyName: 'Kim',
      name_kr: '김민지',
    });
    const input = {
      memberId: existing.id,
      category: 'KM_TIER1',
      occupation: 'PROFESSOR',
      dinnerAttendance: true,
      fee: 200_000,
      method: 'POS',
      memo: 'Terminal slip 0042',
    };
    const answer = answerOf(await registerWalkIn(h, admin.token, input));
    expect(answer).toMatchObject({
      registration: { category: 'KM_TIER1', price: '200000', currency: 'KRW', price_status: 'PAID' },
      pay: { cash_code: 'POS', total: 200_000 },
      amountKrw: 200_000,
      newAccount: false,
    });
    const again = await registerWalkIn(h, admin.token, input);
    expect(again.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'memberId', code: 'walkIn.alreadyRegistered' },
    ]);
    // The search shows them registered.
    const found = await h.gql<{ walkInMembers: { id: string; registration_list: { id: string } | null }[] }>(
      `query ${W.members}`,
      { t: existing.email },
      admin.token,
    );
    expect(found.data?.walkInMembers).toEqual([
      { id: String(existing.id), email: existing.email, registration_list: { id: answer.registration.id } },
    ]);
  });

  it('a free category registers FREE with no payment and no receipt', async () => {
    const existing = await h.createUser({
      country: 'KR',
      givenName: 'Jisoo',
      familyName: 'Lee',
      name_kr: '이지수',
    });
    const answer = answerOf(
      await registerWalkIn(h, admin.token, {
        memberId: existing.id,
        category: 'KM_TIER7',
        occupation: 'RESIDENT',
        fee: 0,
      }),
    );
    expect(answer).toMatchObject({
      registration: { price_status: 'FREE', price: '0' },
      pay: null,
      receiptReference: null,
      amountKrw: 0,
    });
  });

  it("records the KMA consent the desk asked, only when ticked, so the doctor's credits reach KMA", async () => {
    const kmaAnswers = (email: string) =>
      h
        .knex('member_consents')
        .join('users', 'users.id', 'member_consents.user_id')
        .where('users.email', email)
        .andWhere('member_consents.kind', 'KMA_PROVISION')
        .select('member_consents.given', 'member_consents.source');
    const asked = newMember();
    answerOf(await registerWalkIn(h, admin.token, paidInput(asked, { kmaConsent: true })));
    expect(await kmaAnswers(asked.email)).toEqual([{ given: true, source: 'DESK' }]);
    const notAsked = newMember();
    answerOf(await registerWalkIn(h, admin.token, paidInput(notAsked)));
    expect(await kmaAnswers(notAsked.email)).toEqual([]);
  });

  it('refuses bad input with translated field codes and writes nothing', async () => {
    // Other suites share the database: what these requests could have written is looked up by
    // their addresses and keys.
    const emails: string[] = [];
    const keys: string[] = [];
    const refused = async (
      input: { member?: { email?: unknown }; memberId?: number },
      key: string = randomUUID(),
    ) => {
      if (typeof input.member?.email === 'string') emails.push(input.member.email);
      keys.push(key);
      return (await registerWalkIn(h, admin.token, input, key)).errors?.[0]?.extensions?.fields;
    };
    // The fee the page showed is not the server's (a category's price changed since).
    expect(await refused(paidInput(newMember(), { fee: 150 }))).toEqual([
      { field: 'fee', code: 'walkIn.feeChanged' },
    ]);
    // Money without a memo or a way to pay.
    expect(await refused(paidInput(newMember(), { memo: ' ', method: null }))).toEqual([
      { field: 'method', code: 'validation.required' },
      { field: 'memo', code: 'validation.required' },
    ]);
    // A method that is no desk payment.
    expect(await refused(paidInput(newMember(), { method: 'CN' }))).toEqual([
      { field: 'method', code: 'validation.required' },
    ]);
    // Sign-up rules: a Korean member needs the Korean name and affiliation, names in their scripts.
    expect(
      await refused(
        paidInput(newMember({ country: 'KR', givenName: '민지' }), { category: 'KN_TIER1', fee: 250_000 }),
      ),
    ).toEqual([
      { field: 'member.givenName', code: 'validation.latinName' },
      { field: 'member.name_kr', code: 'validation.required' },
      { field: 'member.affiliation_kr', code: 'validation.required' },
    ]);
    expect(await refused(paidInput(newMember({ email: 'not-an-address', medi_license: '12a' })))).toEqual([
      { field: 'member.email', code: 'validation.email' },
      { field: 'member.medi_license', code: 'validation.digits' },
    ]);
    // A Korean fee table for an overseas member; the online-only tier at the desk.
    expect(await refused(paidInput(newMember(), { category: 'KM_TIER1', fee: 180_000 }))).toEqual([
      { field: 'category', code: 'registration.tierNotForCountry' },
    ]);
    expect(await refused(paidInput(newMember(), { category: 'ON_TIER3', fee: 0 }))).toEqual([
      { field: 'category', code: 'validation.onlineOnlyTier' },
    ]);
    // An address already taken; both a member and an id; neither.
    const taken = await h.createUser();
    expect(await refused(paidInput(newMember({ email: taken.email.toUpperCase() })))).toEqual([
      { field: 'member.email', code: 'validation.usernameTaken' },
    ]);
    expect(await refused({ ...paidInput(newMember()), memberId: taken.id })).toEqual([
      { field: 'memberId', code: 'walkIn.memberRequired' },
    ]);
    expect(await refused({ ...paidInput(newMember()), member: undefined })).toEqual([
      { field: 'memberId', code: 'walkIn.memberRequired' },
    ]);
    // An organiser or a front-desk account is no member to register; an unknown id neither.
    expect(await refused({ ...paidInput({}), member: undefined, memberId: admin.id })).toEqual([
      { field: 'memberId', code: 'walkIn.noSuchMember' },
    ]);
    expect(await refused({ ...paidInput({}), member: undefined, memberId: 2_000_000_000 })).toEqual([
      { field: 'memberId', code: 'walkIn.noSuchMember' },
    ]);
    // A bad key.
    expect(await refused(paidInput(newMember()), 'short')).toEqual([
      { field: 'idempotencyKey', code: 'validation.invalid' },
    ]);
    for (const email of emails.filter((e) => e !== taken.email.toUpperCase()))
      expect(await writtenFor(h, email)).toEqual({ users: 0, registrations: 0, pays: 0, receipts: [] });
    expect(await h.knex('walk_in_requests').whereIn('idempotency_key', keys).pluck('id')).toEqual([]);
    expect(await h.knex('registration_lists').where({ user_id: taken.id }).pluck('id')).toEqual([]);
    expect(await h.knex('registration_lists').where({ user_id: admin.id }).pluck('id')).toEqual([]);
  });

  it('only organisers register walk-ins: the front desk, members and visitors are refused', async () => {
    const desk = await h.createUser({}, asFrontDesk);
    const member = await h.createUser();
    const input = paidInput(newMember());
    expect((await registerWalkIn(h, desk.token, input)).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect((await registerWalkIn(h, member.token, input)).errors?.[0]?.extensions?.code).toBe(
      'NOT_PERMITTED',
    );
    expect((await h.gql(W.register, { i: input, k: randomUUID() })).errors?.[0]?.extensions?.code).toBe(
      'LOGIN_REQUIRED',
    );
    expect((await writtenFor(h, input.member.email as string)).users).toBe(0);
  });
});

describe('front-desk accounts', () => {
  let h: Harness;
  let admin: { token: string };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
  });
  afterAll(() => h.close());

  const login = (identifier: string, password: string) =>
    h.gql<{ login: { jwt: string; user: { frontDesk: boolean } } }>(
      'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt user { frontDesk } } }',
      { i: identifier, p: password },
    );

  it('an organiser creates a desk account that logs in, checks in only, and can be disabled', async () => {
    const email = `desk-${randomUUID()}@example.org`;
    const created = await h.gql<{ createFrontDeskAccount: { id: string } }>(
      CREATE_DESK,
      { i: { email, name: '등록 데스크 1', password: 'Busan2024desk' } },
      admin.token,
    );
    expect(created.data?.createFrontDeskAccount).toMatchObject({
      email,
      givenName: '등록 데스크 1',
      blocked: false,
      frontDesk: true,
    });
    const id = created.data?.createFrontDeskAccount.id as string;
    const listed = await h.gql<{ frontDeskAccounts: { id: string }[] }>(DESK_ACCOUNTS, {}, admin.token);
    expect(listed.data?.frontDeskAccounts).toContainEqual({
      id,
      email,
      givenName: '등록 데스크 1',
      blocked: false,
      frontDesk: true,
      organiser: false,
    });
    const session = await login(email, 'Busan2024desk');
    expect(session.data?.login.user.frontDesk).toBe(true);
    const token = session.data?.login.jwt as string;
    // Check-in yes; anything else of the back office no.
    expect((await h.gql('{ checkInSearch(text: "zzz-nobody") { registrationId } }', {}, token)).data).toEqual(
      {
        checkInSearch: [],
      },
    );
    expect((await h.gql(DESK_ACCOUNTS, {}, token)).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect((await h.gql('{ users { count } }', {}, token)).errors?.[0]?.extensions?.code).toBe(
      'NOT_PERMITTED',
    );
    // Disabled: the running session stops at once and the login is refused; enabled again: back.
    expect((await h.gql(DISABLE_DESK, { id, d: true }, admin.token)).data).toEqual({
      setFrontDeskAccountDisabled: { id, blocked: true },
    });
    expect(
      (await h.gql('{ checkInSearch(text: "x") { registrationId } }', {}, token)).errors?.[0]?.extensions
        ?.code,
    ).toBe('ACCOUNT_BLOCKED');
    expect((await login(email, 'Busan2024desk')).errors?.[0]?.extensions?.code).toBe('ACCOUNT_BLOCKED');
    await h.gql(DISABLE_DESK, { id, d: false }, admin.token);
    expect((await login(email, 'Busan2024desk')).data?.login.user.frontDesk).toBe(true);
  });

  it('refuses a taken address, a weak password and other accounts, writing nothing', async () => {
    const member = await h.createUser();
    const fresh = `desk-${randomUUID()}@example.org`;
    expect(
      (
        await h.gql(
          CREATE_DESK,
          { i: { email: member.email, name: 'Desk', password: 'Busan2024desk' } },
          admin.token,
        )
      ).errors?.[0]?.extensions?.fields,
    ).toEqual([{ field: 'email', code: 'validation.usernameTaken' }]);
    expect(
      (await h.gql(CREATE_DESK, { i: { email: fresh, name: ' ', password: 'short' } }, admin.token))
        .errors?.[0]?.extensions?.fields,
    ).toEqual([
      { field: 'name', code: 'validation.required' },
      { field: 'password', code: 'validation.passwordLength' },
    ]);
    expect(await h.knex('users').where({ email: fresh }).first()).toBeUndefined();
    expect(
      await h
        .knex('roles')
        .join('users', 'users.role_id', 'roles.id')
        .where({ 'users.id': member.id })
        .first('roles.name'),
    ).toEqual({ name: 'Member' });
    // A member's account is not a desk account: it cannot be disabled here.
    expect(
      (await h.gql(DISABLE_DESK, { id: member.id, d: true }, admin.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await h.knex('users').where({ id: member.id }).first()).blocked).toBe(false);
  });
});
