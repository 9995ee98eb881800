// Every back-office operation in the access record (docs/decisions.md "Every back-office operation
// is classified for the access record"), through the API against PostgreSQL: an organiser's
// registration and payment actions, visa decision, memo, credit correction and walk-in, and a
// front-desk account's search and scan, are recorded with the members they concern; a read from
// the answer, a change before it runs (a refused change leaves its attempt); a member's own reads
// and an organiser's own registration are not recorded; the services' own records are not doubled.
import { randomUUID } from 'node:crypto';
import { asAdminRole, startHarness, type Harness } from './harness';
import { memberProfile } from './fixtures';
import { asFrontDesk, codeOf, registrant, registrationOf, scan } from './attendanceSteps';
import { answerOf, newMember, paidInput, registerWalkIn } from './walkInSteps';

describe('the back office’s operations in the access record', () => {
  let h: Harness;
  let organiser: { id: number; email: string; token: string };
  let desk: { id: number; email: string; token: string };
  // Letters only: the names are badge names too (a Latin name has no digits).
  const tag = `Aro${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

  const recordOf = (actor: string) =>
    h
      .knex('personal_data_access')
      .where({ actor_email: actor })
      .orderBy('id', 'asc')
      .select('action', 'operation', 'member_ids', 'filter', 'row_count');
  /** A row of the record as recordOf reads it: a member's data (no row count). */
  const entry = (action: string, operation: string, member_ids: number[], filter: unknown = null) => ({
    action,
    operation,
    member_ids,
    filter,
    row_count: null,
  });
  const operationsOf = async (actor: string, operation: string) =>
    (await recordOf(actor)).filter((row) => row.operation === operation);
  const member = (name: string) =>
    h.createUser({ ...memberProfile, givenName: `${tag}${name}`, email: `${tag}-${name}@example.org` });
  const registration = (userId: number, price_status = 'UNPAID') =>
    registrationOf(h, userId, { price_status });
  const ok = <T>(result: { data?: T | null; errors?: unknown }) => {
    expect(result.errors).toBeUndefined();
    return result.data as T;
  };

  /** The numbers a search answers: members (walkInMembers) or registrations (checkInSearch). */
  const searched = async (search: 'walkInMembers' | 'checkInSearch', text: string, token: string) => {
    const id = search === 'walkInMembers' ? 'id' : 'registrationId';
    const data = ok(
      await h.gql<Record<string, Record<string, string>[]>>(
        `query ($t: String!) { ${search}(text: $t) { ${id} } }`,
        { t: text },
        token,
      ),
    );
    return (data[search] ?? []).map((row) => Number(row[id]));
  };

  beforeAll(async () => {
    h = await startHarness();
    organiser = await h.createUser({ email: `${tag}-organiser@example.org` }, asAdminRole);
    desk = await h.createUser({ email: `${tag}-desk@example.org` }, asFrontDesk);
  });
  afterEach(() => h.clock.reset());
  afterAll(() => h.close());

  it("records an organiser's read of a registration; not a member's own, nor an organiser's own", async () => {
    const anne = await member('anne');
    const theirs = await registration(anne.id);
    const own = await registration(organiser.id);
    const read = '($id: ID!) { registrationList(id: $id) { id user { email } } }';

    ok(await h.gql(`query ${read}`, { id: theirs }, anne.token));
    ok(await h.gql(`query ${read}`, { id: own }, organiser.token));
    expect(await recordOf(anne.email)).toEqual([]);
    expect(await recordOf(organiser.email)).toEqual([]);

    ok(await h.gql(`query ${read}`, { id: theirs }, organiser.token));
    expect(await recordOf(organiser.email)).toEqual([
      entry('READ', 'registrationList', [anne.id], { id: String(theirs) }),
    ]);
    // A member's page is recorded by its service, once.
    ok(await h.gql('query ($id: ID!) { user(id: $id) { email } }', { id: anne.id }, organiser.token));
    expect(await operationsOf(organiser.email, 'user')).toEqual([entry('READ', 'user', [anne.id])]);
    // A registration that is not there shows no one: nothing recorded.
    ok(await h.gql(`query ${read}`, { id: 2_000_000_000 }, organiser.token));
    expect(await operationsOf(organiser.email, 'registrationList')).toHaveLength(1);
  });

  it('records registration and payment actions by the member they change', async () => {
    const bora = await member('bora');
    const id = await registration(bora.id);

    const transfer = ok(
      await h.gql<{ recordBankTransfer: { id: string } }>(
        'mutation ($id: ID!, $m: String!) { recordBankTransfer(registrationId: $id, memo: $m) { id pay_status } }',
        { id, m: 'Wire from Bora, 2024-05-30' },
        organiser.token,
      ),
    ).recordBankTransfer;
    expect((await h.knex('registration_lists').where({ id }).first()).price_status).toBe('PAID');
    ok(
      await h.gql(
        'mutation ($e: String!) { forcePaymentCheck(email: $e) { registrationId outcome } }',
        { e: bora.email.toUpperCase() },
        organiser.token,
      ),
    );
    ok(await h.gql('query ($id: ID!) { pay(id: $id) { id total } }', { id: transfer.id }, organiser.token));
    // The member's own look at their payment is theirs.
    ok(await h.gql('query ($id: ID!) { pay(id: $id) { id } }', { id: transfer.id }, bora.token));

    expect(await recordOf(organiser.email)).toEqual(
      expect.arrayContaining([
        // Neither the memo's text nor the address goes into the record.
        entry('CHANGE', 'recordBankTransfer', [bora.id], { registrationId: String(id) }),
        entry('CHANGE', 'forcePaymentCheck', [bora.id]),
        entry('READ', 'pay', [bora.id], { id: transfer.id }),
      ]),
    );
    expect(await recordOf(bora.email)).toEqual([]);

    // The REST routes of the back office: a refund (recorded before the gateway is asked, whatever
    // it answers) and closing someone's payment windows; a member closing their own records nothing.
    const rest = (url: string, token: string, body?: object) =>
      fetch(`${h.url}${url}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    await rest('/cancel', organiser.token, { payId: transfer.id, amount: 1000 });
    await rest(`/close_trade_id?user_email=${encodeURIComponent(bora.email)}`, organiser.token);
    expect((await rest(`/close_trade_id?user_email=${encodeURIComponent(bora.email)}`, bora.token)).ok).toBe(
      true,
    );
    expect(await operationsOf(organiser.email, 'cancel')).toEqual([
      entry('CHANGE', 'cancel', [bora.id], { payId: Number(transfer.id), amount: 1000 }),
    ]);
    expect(await operationsOf(organiser.email, 'close_trade_id')).toEqual([
      entry('CHANGE', 'close_trade_id', [bora.id]),
    ]);
    expect(await recordOf(bora.email)).toEqual([]);

    ok(
      await h.gql(
        'mutation ($ids: [ID!]!) { deleteMultipleRegister(ids: $ids) { ok notDeleted { id reason } } }',
        { ids: [id] },
        organiser.token,
      ),
    );
    expect(await operationsOf(organiser.email, 'deleteMultipleRegister')).toEqual([
      expect.objectContaining({ action: 'CHANGE', member_ids: [bora.id] }),
    ]);
  });

  it('records a visa decision by its member, and the whole passport number once', async () => {
    h.clock.setNow('2024-01-10T10:00:00+09:00');
    const chen = await member('chen');
    await registration(chen.id, 'PAID');
    const requested = ok(
      await h.gql<{ requestVisaLetter: { id: string } }>(
        'mutation ($i: VisaLetterInput!) { requestVisaLetter(input: $i) { id } }',
        {
          i: {
            visaGivenName: 'Chen',
            visaFamilyName: 'Li',
            visaCountry: 'Netherlands',
            visaPassportNumber: 'nx 7654321',
            visaBirth: '1980-04-02',
            visaIssue: '2020-01-15',
            visaExpire: '2030-01-14',
            passportConsentVersion: 1,
          },
        },
        chen.token,
      ),
    ).requestVisaLetter;
    ok(
      await h.gql(
        'query ($id: ID!) { visaLetter(id: $id) { passport_number } }',
        { id: requested.id },
        organiser.token,
      ),
    );
    ok(
      await h.gql(
        'mutation ($id: ID!, $r: String) { decideVisaLetter(id: $id, decision: "REJECTED", reason: $r) { status } }',
        { id: requested.id, r: 'Scan unreadable' },
        organiser.token,
      ),
    );
    expect((await recordOf(organiser.email)).filter((row) => /visa/i.test(row.operation))).toEqual([
      entry('READ', 'visaLetter', [chen.id]),
      entry('CHANGE', 'decideVisaLetter', [chen.id], { id: requested.id }),
    ]);
  });

  it('records memos by the member whose row they note, and their reading', async () => {
    const dana = await member('dana');
    const id = await registration(dana.id);
    const memo = ok(
      await h.gql<{ createMemo: { id: string } }>(
        'mutation ($i: MemoInput!) { createMemo(input: $i) { id } }',
        { i: { relationId: String(id), type: 'REGISTRATION', contents: 'Asked for a vegetarian lunch.' } },
        organiser.token,
      ),
    ).createMemo;
    ok(
      await h.gql(
        'mutation ($id: ID!, $c: String!) { updateMemo(id: $id, contents: $c) { id } }',
        { id: memo.id, c: 'Asked for a vegan lunch.' },
        organiser.token,
      ),
    );
    ok(
      await h.gql(
        '{ memoLists(relationId: ' + id + ', type: REGISTRATION) { contents } }',
        {},
        organiser.token,
      ),
    );
    ok(
      await h.gql(
        'mutation ($i: MemoInput!) { createMemo(input: $i) { id } }',
        { i: { relationId: String(dana.id), type: 'USER', contents: 'Called about the invoice.' } },
        organiser.token,
      ),
    );
    const memos = (await recordOf(organiser.email)).filter((row) => /memo/i.test(row.operation));
    expect(memos).toEqual([
      entry('CHANGE', 'createMemo', [dana.id], { input: { relationId: String(id), type: 'REGISTRATION' } }),
      entry('CHANGE', 'updateMemo', [dana.id], { id: memo.id }),
      entry('READ', 'memoLists', [dana.id], { relationId: String(id), type: 'REGISTRATION' }),
      entry('CHANGE', 'createMemo', [dana.id], { input: { relationId: String(dana.id), type: 'USER' } }),
    ]);
  });

  it('records a credit correction before it runs: a refused one leaves its attempt and changes nothing', async () => {
    const eun = await member('eun');
    await registration(eun.id, 'PAID');
    const scheme = (await h.knex('credit_schemes').where({ code: 'KMA' }).first('id')).id as number;
    // Not a day the scheme gives credits for (no one's scheme is changed by this suite).
    const refused = await h.gql(
      `mutation ($u: ID!, $s: ID!) { correctCredit(userId: $u, schemeId: $s, day: "2031-01-01", countedMinutes: 200, points: 4, memo: "Licence sent by mail.") { totalPoints } }`,
      { u: String(eun.id), s: String(scheme) },
      organiser.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(await h.knex('credit_corrections').where({ user_id: eun.id })).toEqual([]);
    expect(await operationsOf(organiser.email, 'correctCredit')).toEqual([
      entry('CHANGE', 'correctCredit', [eun.id], {
        userId: String(eun.id),
        schemeId: String(scheme),
        countedMinutes: 200,
        points: 4,
      }),
    ]);
  });

  it('records walk-ins once, in their transaction: a found member and a new account by number', async () => {
    h.clock.setNow('2024-03-21T09:00:00+09:00');
    const farid = await member('farid');
    expect(await searched('walkInMembers', `${tag}farid`, organiser.token)).toEqual([farid.id]);
    const existing = answerOf(
      await registerWalkIn(h, organiser.token, {
        ...paidInput({}),
        member: null,
        memberId: String(farid.id),
      }),
    );
    const fresh = answerOf(await registerWalkIn(h, organiser.token, paidInput(newMember())));
    expect(existing.member.id).toBe(String(farid.id));
    const walkIns = (await recordOf(organiser.email)).filter((row) => /walkIn/i.test(row.operation));
    expect(walkIns).toEqual([
      entry('READ', 'walkInMembers', [farid.id]),
      entry('CHANGE', 'registerWalkIn', [farid.id], { newAccount: false, replayed: false }),
      entry('CHANGE', 'registerWalkIn', [Number(fresh.member.id)], { newAccount: true, replayed: false }),
    ]);
  });

  it("records the desk's search and scans by the members they show and change", async () => {
    h.clock.setNow('2024-03-21T09:00:00+09:00');
    const gita = await registrant(h, {
      member: { givenName: `${tag}gita`, email: `${tag}-gita@example.org` },
    });
    expect(await searched('checkInSearch', `${tag}gita`, desk.token)).toEqual([gita.registrationId]);
    ok(
      await h.gql(
        'mutation ($s: [AttendanceScanInput!]!) { recordAttendanceScans(scans: $s) { outcome } }',
        {
          s: [
            scan({
              code: codeOf(h, gita.registrationId),
              kind: 'ENTRY',
              scannedAt: '2024-03-21T00:00:00.000Z',
            }),
          ],
        },
        desk.token,
      ),
    );
    // A search that finds no one shows no one.
    expect(await searched('checkInSearch', `${tag}nobody`, desk.token)).toEqual([]);
    expect(await recordOf(desk.email)).toEqual([
      entry('READ', 'checkInSearch', [gita.member.id]),
      entry('CHANGE', 'recordAttendanceScans', [gita.member.id], {
        scans: [{ kind: 'ENTRY', method: 'QR' }],
      }),
    ]);
    // A desk account trying an organiser's change is refused; its attempt is in the record.
    const refused = await h.gql(
      'mutation ($id: ID!) { deleteMultipleRegister(ids: [$id]) { ok } }',
      { id: gita.registrationId },
      desk.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect((await recordOf(desk.email)).at(-1)).toMatchObject({
      action: 'CHANGE',
      operation: 'deleteMultipleRegister',
      member_ids: [gita.member.id],
    });
  });
});
