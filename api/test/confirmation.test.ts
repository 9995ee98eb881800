// Issue 14.4: the site must not mail strangers. Sign-up confirms the address first; automatic
// mails are limited per recipient; names, affiliations and phones follow spec §5 on every path.
import { asAdminRole, startHarness, type Harness } from './harness';
import { overseasSignUp, memberProfile } from './fixtures';
import { hashConfirmationToken } from '../src/modules/auth/confirmation';

const REGISTER = `mutation ($input: RegisterInput!, $locale: String) {
  register(input: $input, locale: $locale) { jwt user { id email confirmed } }
}`;
const CONFIRM = `mutation ($token: String!) { confirmEmail(token: $token) { ok } }`;
const RESEND = `mutation ($email: String) { resendConfirmation(email: $email) { ok } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id givenName } }`;
const FIND = `mutation ($input: CreateSendEmailInput!) { createSendEmail(input: $input) { ok } }`;

const overseas = () => overseasSignUp();
const profile = memberProfile;

describe('address confirmation and per-recipient mail limits', () => {
  let h: Harness;
  let admin: { token: string; email: string };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
  });
  afterAll(() => h.close());

  const mailsTo = (
    email: string,
    type?: string,
  ): Promise<{ id: number; type: string; title: string; content: string }[]> =>
    h
      .knex('send_emails')
      .whereRaw('lower(usermail) = lower(?)', [email])
      .modify((q) => (type ? q.where({ type }) : q))
      .orderBy('id');
  const tokenIn = (content: string) => /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(content)?.[1] as string;
  // The link is a secret: the mail log masks it, so tests read it from the delivered mail.
  const deliveredText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const deliveredTokens = async (email: string, count: number): Promise<string[]> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const links = h.smtp.mails
        .filter((m) => m.to.includes(email.toLowerCase()))
        .map((m) => tokenIn(deliveredText(m.raw)))
        .filter(Boolean);
      if (links.length >= count) return links;
      if (Date.now() > deadline) throw new Error(`fewer than ${count} confirmation mails to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('signs up unconfirmed with one confirmation mail; nothing else reaches the address until the link is opened', async () => {
    const input = overseas();
    const result = await h.gql<{ register: { jwt: string; user: { id: string; confirmed: boolean } } }>(
      REGISTER,
      { input, locale: 'en' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.register.user.confirmed).toBe(false);
    const { jwt, user } = result.data!.register;
    const [mail, ...others] = await mailsTo(input.email);
    if (!mail) throw new Error('no confirmation mail');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      type: 'SIGN_UP',
      title: 'Confirm your e-mail address for the KSP 2024 Congress',
    });
    const [token] = await deliveredTokens(input.email, 1);
    const delivered = h.smtp.mails.find((m) => m.to.includes(input.email.toLowerCase()))!;
    expect(deliveredText(delivered.raw)).toContain(
      `href="http://localhost:${h.config.PORT}/auth/confirm?token=${token}"`,
    );
    expect(mail.content).not.toContain(token!);
    expect(mail.content).toContain('••••••');
    const row = await h.knex('users').where({ email: input.email }).first();
    expect(row.confirmed).toBe(false);
    expect(row.confirmation_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirmation_token_hash).not.toContain(token);
    expect(new Date(row.confirmation_expires_at).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    await h.smtp.waitFor(input.email, /auth\/confirm/);

    // Unconfirmed: may log in and edit, but the edit mail and a find-password code are skipped.
    const edit = await h.gql(UPDATE, { id: user.id, input: { givenName: 'Annie' } }, jwt);
    expect(edit.errors).toBeUndefined();
    const find = await h.gql<{ createSendEmail: { ok: boolean } }>(FIND, {
      input: { type: 'FIND_PASSWORD', usermail: input.email },
    });
    expect(find.data?.createSendEmail.ok).toBe(true);
    expect((await mailsTo(input.email)).map((m) => m.type)).toEqual(['SIGN_UP']);

    expect((await h.gql<{ confirmEmail: { ok: boolean } }>(CONFIRM, { token: `${token}x` })).data).toEqual({
      confirmEmail: { ok: false },
    });
    expect((await h.gql(CONFIRM, { token })).data).toEqual({ confirmEmail: { ok: true } });
    expect((await h.gql(CONFIRM, { token })).data).toEqual({ confirmEmail: { ok: false } });
    const confirmed = await h.knex('users').where({ email: input.email }).first();
    expect(confirmed).toMatchObject({ confirmed: true, confirmation_token_hash: null });
    expect(confirmed.confirmed_at).not.toBeNull();
    const me = await h.gql<{ me: { confirmed: boolean } }>('{ me { confirmed } }', {}, jwt);
    expect(me.data?.me.confirmed).toBe(true);

    await h.gql(UPDATE, { id: user.id, input: { givenName: 'Anna' } }, jwt);
    expect((await mailsTo(input.email)).map((m) => m.type)).toEqual(['SIGN_UP', 'USER_INFO_EDIT']);
  });

  it('refuses an expired link', async () => {
    const input = overseas();
    await h.gql(REGISTER, { input });
    const [mail] = await mailsTo(input.email);
    if (!mail) throw new Error('no confirmation mail');
    await h
      .knex('users')
      .where({ email: input.email })
      .update({ confirmation_expires_at: new Date(Date.now() - 1000) });
    const [token] = await deliveredTokens(input.email, 1);
    expect((await h.gql(CONFIRM, { token })).data).toEqual({
      confirmEmail: { ok: false },
    });
    expect((await h.knex('users').where({ email: input.email }).first()).confirmed).toBe(false);
  });

  it('sends the mail again at most every few minutes, without telling a visitor who has an account', async () => {
    const input = overseas();
    const { data } = await h.gql<{ register: { jwt: string } }>(REGISTER, { input });
    const jwt = data!.register.jwt;
    const tooSoon = await h.gql(RESEND, {}, jwt);
    expect(tooSoon.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // The same answer for an unconfirmed account, an unknown address and a confirmed one.
    const confirmedMember = await h.createUser();
    for (const email of [input.email, 'nobody-here@example.org', confirmedMember.email]) {
      expect((await h.gql(RESEND, { email })).data).toEqual({ resendConfirmation: { ok: true } });
    }
    expect(await mailsTo(input.email)).toHaveLength(1);
    expect(await mailsTo('nobody-here@example.org')).toHaveLength(0);
    expect(await mailsTo(confirmedMember.email)).toHaveLength(0);
    const [first] = await mailsTo(input.email);
    if (!first) throw new Error('no confirmation mail');
    await h
      .knex('send_emails')
      .where({ id: first.id })
      .update({ created_at: new Date(Date.now() - 6 * 60_000) });
    expect((await h.gql(RESEND, {}, jwt)).data).toEqual({ resendConfirmation: { ok: true } });
    const [, second] = await mailsTo(input.email, 'SIGN_UP');
    if (!second) throw new Error('no second confirmation mail');
    // Mails go out in parallel, so delivery order says nothing: the stored hash tells the new link.
    const tokens = await deliveredTokens(input.email, 2);
    const { confirmation_token_hash } = await h.knex('users').where({ email: input.email }).first();
    const secondToken = tokens.find((t) => hashConfirmationToken(t) === confirmation_token_hash);
    const firstToken = tokens.find((t) => t !== secondToken);
    expect(secondToken && firstToken).toBeTruthy();
    // The new link replaces the old one.
    expect(
      (await h.gql<{ confirmEmail: { ok: boolean } }>(CONFIRM, { token: firstToken })).data?.confirmEmail.ok,
    ).toBe(false);
    expect(
      (await h.gql<{ confirmEmail: { ok: boolean } }>(CONFIRM, { token: secondToken })).data?.confirmEmail.ok,
    ).toBe(true);
  });

  it('sends one profile-edit mail for twenty edits in a row', async () => {
    const member = await h.createUser(profile);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.gql(UPDATE, { id: member.id, input: { department: `Pathology ${i}` } }, member.token),
      ),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(await mailsTo(member.email, 'USER_INFO_EDIT')).toHaveLength(1);
  });

  it('caps automatic mails per recipient per hour, but not an organiser’s own mails', async () => {
    const member = await h.createUser(profile);
    await h.knex('send_emails').insert(
      Array.from({ length: 10 }, () => ({
        type: 'EVENT_REGISTRATION',
        title: 'x',
        usermail: member.email,
        content: 'x',
        files: '[]',
        automatic: true,
      })),
    );
    await h.gql(UPDATE, { id: member.id, input: { department: 'Cytology' } }, member.token);
    expect(await mailsTo(member.email, 'USER_INFO_EDIT')).toHaveLength(0);
    const manual = await h.gql(
      FIND,
      { input: { type: 'MANUAL', usermail: member.email, title: 'Programme', content: '<p>Hello</p>' } },
      admin.token,
    );
    expect(manual.errors).toBeUndefined();
    expect(await mailsTo(member.email, 'MANUAL')).toHaveLength(1);
  });

  it('refuses registration and payment to a member whose address is unconfirmed, writing nothing', async () => {
    const CREATE = `mutation ($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }`;
    const PAY = `mutation ($id: ID!) { createPayment(input: { registrationId: $id, cash_code: CN }) { id } }`;
    const input = {
      category: 'KM_TIER1',
      occupation: 'PROFESSOR',
      attend: 'OFFLINE',
      accompanyingPerson: 0,
      badgeGivenName: 'Minji',
      badgeFamilyName: 'Kim',
    };
    h.clock.setNow('2024-06-01T10:00:00+09:00');
    try {
      const member = await h.createUser({ country: 'KR', confirmed: false });
      const refused = await h.gql(CREATE, { input }, member.token);
      expect(refused.errors?.[0]?.extensions).toEqual({ code: 'ADDRESS_UNCONFIRMED' });
      expect(await h.knex('registration_lists').where({ user_id: member.id })).toEqual([]);
      expect(await mailsTo(member.email)).toEqual([]);
      // Registered while confirmed, then unconfirmed (an address an organiser reset): no payment request.
      await h.knex('users').where({ id: member.id }).update({ confirmed: true });
      const created = await h.gql<{ createRegistrationList: { id: string } }>(
        CREATE,
        { input },
        member.token,
      );
      const registrationId = created.data?.createRegistrationList.id;
      expect(registrationId).toBeDefined();
      await h.knex('users').where({ id: member.id }).update({ confirmed: false });
      const mails = (await mailsTo(member.email)).length;
      const payRefused = await h.gql(PAY, { id: registrationId }, member.token);
      expect(payRefused.errors?.[0]?.extensions).toEqual({ code: 'ADDRESS_UNCONFIRMED' });
      expect(await h.knex('pays').where({ user_id: member.id })).toEqual([]);
      expect(await mailsTo(member.email)).toHaveLength(mails);
      // Confirmed: the same request goes through.
      await h.knex('users').where({ id: member.id }).update({ confirmed: true });
      const paid = await h.gql(PAY, { id: registrationId }, member.token);
      expect(paid.errors).toBeUndefined();
      expect(await h.knex('pays').where({ user_id: member.id })).toHaveLength(1);
    } finally {
      h.clock.reset();
    }
  });

  it('shows organisers whether a member confirmed the address', async () => {
    const pending = await h.createUser({ confirmed: false });
    const result = await h.gql<{ user: { confirmed: boolean } }>(
      'query ($id: ID!) { user(id: $id) { confirmed } }',
      { id: pending.id },
      admin.token,
    );
    expect(result.data?.user.confirmed).toBe(false);
  });

  it('change address: an unconfirmed member corrects a mistyped address; the link goes to the new one', async () => {
    const input = overseas();
    const signed = await h.gql<{ register: { jwt: string; user: { id: string } } }>(REGISTER, {
      input,
      locale: 'en',
    });
    const { jwt, user } = signed.data!.register;
    const [oldToken] = await deliveredTokens(input.email, 1);
    const CHANGE =
      'mutation ($email: String!, $locale: String) { changeUnconfirmedEmail(email: $email, locale: $locale) { ok } }';
    // Not an address; an address another account uses: translated field errors, nothing changes.
    expect((await h.gql(CHANGE, { email: 'not-an-address' }, jwt)).errors?.[0]?.extensions?.fields).toEqual([
      { field: 'email', code: expect.stringMatching(/^validation\./) },
    ]);
    expect((await h.gql(CHANGE, { email: admin.email }, jwt)).errors?.[0]?.extensions?.fields).toEqual([
      { field: 'email', code: 'validation.usernameTaken' },
    ]);
    const corrected = `fixed-${input.email}`;
    expect((await h.gql(CHANGE, { email: corrected, locale: 'ko' }, jwt)).data).toEqual({
      changeUnconfirmedEmail: { ok: true },
    });
    const row = await h.knex('users').where({ id: user.id }).first('email', 'username', 'confirmed');
    expect(row).toEqual({ email: corrected, username: corrected, confirmed: false });
    // The old link is void; the new address got its own (Korean, as asked), which confirms.
    expect((await h.gql(CONFIRM, { token: oldToken })).data).toEqual({ confirmEmail: { ok: false } });
    const [mail] = await mailsTo(corrected, 'SIGN_UP');
    expect(mail?.title).toMatch(/[가-힣]/);
    const [newToken] = await deliveredTokens(corrected, 1);
    expect((await h.gql(CONFIRM, { token: newToken })).data).toEqual({ confirmEmail: { ok: true } });
    // Once confirmed, the address is the login id and stays.
    expect(
      (await h.gql(CHANGE, { email: `again-${input.email}` }, jwt)).errors?.[0]?.extensions?.fields,
    ).toEqual([{ field: 'email', code: 'validation.idCannotChange' }]);
    expect((await h.gql(CHANGE, { email: corrected })).errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });
});

describe('names, affiliations and phones follow spec §5 on every path that writes them', () => {
  let h: Harness;
  let admin: { token: string };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
  });
  afterAll(() => h.close());

  const bad = {
    name_kr: { name_kr: 'Visit http://evil.example/verify now' },
    affiliation: { affiliation: 'Leiden University, LUMC' },
    mobilePhone: { mobilePhone: '31-6-CALL-NOW' },
    phone: { phone: '0800 evil' },
  };
  const expected = {
    name_kr: 'validation.koreanName',
    affiliation: 'validation.latinAffiliation',
    mobilePhone: 'validation.phone',
    phone: 'validation.phone',
  };

  it.each(Object.keys(bad) as (keyof typeof bad)[])('refuses a bad %s at sign-up', async (field) => {
    const input = { ...overseas(), ...bad[field] };
    const result = await h.gql(REGISTER, { input });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field, code: expected[field] }],
    });
    expect(await h.knex('users').where({ email: input.email }).first()).toBeUndefined();
  });

  it.each(Object.keys(bad) as (keyof typeof bad)[])(
    'refuses a bad %s in the member’s and the organiser’s profile edit',
    async (field) => {
      const member = await h.createUser(profile);
      for (const token of [member.token, admin.token]) {
        const result = await h.gql(UPDATE, { id: member.id, input: bad[field] }, token);
        expect(result.errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION_FAILED',
          fields: [{ field, code: expected[field] }],
        });
      }
      const row = await h.knex('users').where({ id: member.id }).first();
      expect(row[field]).toBe((profile as Record<string, unknown>)[field] ?? null);
    },
  );

  it('keeps a Hangul name an overseas member fills in', async () => {
    const member = await h.createUser(profile);
    const result = await h.gql(UPDATE, { id: member.id, input: { name_kr: '마리아' } }, member.token);
    expect(result.errors).toBeUndefined();
    expect((await h.knex('users').where({ id: member.id }).first()).name_kr).toBe('마리아');
  });
});
