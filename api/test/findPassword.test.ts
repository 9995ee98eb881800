import { asAdminRole, startHarness, type Harness } from './harness';

const SEND = `mutation ($email: String!) {
  createSendEmail(input: { type: FIND_PASSWORD, usermail: $email }) { ok }
}`;
const CHANGE = `mutation ($email: String!, $password: String!, $resetToken: String!) {
  changeUserPasswordInFind(email: $email, password: $password, resetToken: $resetToken) { ok }
}`;
const CHANGE_WITHOUT_TOKEN = `mutation ($email: String!, $password: String!) {
  changeUserPasswordInFind(email: $email, password: $password) { ok }
}`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(identifier: $email, password: $password) { jwt }
}`;

const codeFrom = (raw: string) => /verification code: (\d{6})/i.exec(raw)?.[1] as string;

describe('find password', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const checkAuth = (email: string, code: string) =>
    fetch(`${h.url}/checkAuth?email=${encodeURIComponent(email)}&authCode=${code}`);
  /** Mails a code to the address and passes GET /checkAuth with it: the owner's reset token. */
  const verifyOwner = async (email: string) => {
    await h.gql(SEND, { email });
    const code = codeFrom((await h.smtp.waitFor(email, /verification code/i)).raw);
    const res = await checkAuth(email, code);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; resetToken: string };
    expect(body.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { code, resetToken: body.resetToken };
  };

  it('mails a code, accepts it once, and sets a new password that ends old sessions', async () => {
    const member = await h.createUser({ password_changed_at: new Date(Date.now() - 60_000) });
    expect((await h.gql(SEND, { email: member.email })).data).toEqual({ createSendEmail: { ok: true } });
    const mail = await h.smtp.waitFor(member.email, /verification code/i);
    const code = codeFrom(mail.raw);
    expect(code).toMatch(/^\d{6}$/);
    const logged = await h
      .knex('send_emails')
      .where({ usermail: member.email, type: 'FIND_PASSWORD' })
      .first();
    expect(logged.authcode).not.toBe(code); // stored hashed
    expect(logged.sent_at).not.toBeNull();

    expect(
      (await h.gql(CHANGE, { email: member.email, password: 'NewSecret2024', resetToken: 'x' })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await checkAuth(member.email, wrong)).status).toBe(400);
    const checked = await checkAuth(member.email, code);
    expect(checked.status).toBe(200);
    const { resetToken } = (await checked.json()) as { resetToken: string };
    // The code itself is used up by the check: a second check gives no second token.
    expect((await checkAuth(member.email, code)).status).toBe(400);

    const same = await h.gql(CHANGE, { email: member.email, password: 'Password2024', resetToken });
    expect(same.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'password', code: 'validation.passwordMustDiffer' },
    ]);
    expect(
      (await h.gql(CHANGE, { email: member.email, password: 'NewSecret2024', resetToken })).data,
    ).toEqual({
      changeUserPasswordInFind: { ok: true },
    });
    // Single use: the same token cannot set a password again.
    expect(
      (await h.gql(CHANGE, { email: member.email, password: 'Another2024', resetToken })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    expect((await h.gql('{ me { id } }', {}, member.token)).errors?.[0]?.extensions?.code).toBe(
      'LOGIN_EXPIRED',
    );
    const login = await h.gql<{ login: { jwt: string } }>(
      'mutation { login(identifier: "' + member.email + '", password: "NewSecret2024") { jwt } }',
    );
    expect(login.data?.login.jwt).toBeTruthy();
  });

  it('refuses the change to anyone without the token the owner got from /checkAuth', async () => {
    const member = await h.createUser({ password_changed_at: new Date(Date.now() - 60_000) });
    const before = (await h.knex('users').where({ id: member.id }).first('password')).password;
    const { resetToken } = await verifyOwner(member.email);

    // The attacker knows the address and that the owner just verified, but not the token.
    const noToken = await h.gql(CHANGE_WITHOUT_TOKEN, { email: member.email, password: 'Hijack2024' });
    expect(noToken.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST'); // the argument is required
    for (const guess of ['', 'x', resetToken.slice(0, -1), `${resetToken}x`, resetToken.toUpperCase()]) {
      const attempt = await h.gql(CHANGE, { email: member.email, password: 'Hijack2024', resetToken: guess });
      expect(attempt.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    }
    // Another account's token does not open this one.
    const other = await h.createUser();
    const othersToken = (await verifyOwner(other.email)).resetToken;
    expect(
      (await h.gql(CHANGE, { email: member.email, password: 'Hijack2024', resetToken: othersToken }))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    expect((await h.knex('users').where({ id: member.id }).first('password')).password).toBe(before);
    expect(
      (await h.gql(LOGIN, { email: member.email, password: 'Hijack2024' })).errors?.[0]?.extensions?.code,
    ).toBe('INVALID_CREDENTIALS');
    // The token is stored hashed only.
    const row = await h.knex('send_emails').where({ usermail: member.email, type: 'FIND_PASSWORD' }).first();
    expect(row.reset_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row.reset_token).not.toContain(resetToken);

    // The owner's change works, once; it ends the older session.
    expect((await h.gql('{ me { id } }', {}, member.token)).data).toEqual({ me: { id: String(member.id) } });
    expect((await h.gql(CHANGE, { email: member.email, password: 'OwnerNew2024', resetToken })).data).toEqual(
      { changeUserPasswordInFind: { ok: true } },
    );
    expect(
      (await h.gql(CHANGE, { email: member.email, password: 'Hijack2024', resetToken })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    const changed = await h.knex('users').where({ id: member.id }).first('password_changed_at');
    expect(new Date(changed.password_changed_at).getTime()).toBeGreaterThan(Date.now() - 30_000);
    expect((await h.gql('{ me { id } }', {}, member.token)).errors?.[0]?.extensions?.code).toBe(
      'LOGIN_EXPIRED',
    );
    expect((await h.gql(LOGIN, { email: member.email, password: 'OwnerNew2024' })).data?.login).toBeTruthy();
  });

  it('refuses a token once the change window is over', async () => {
    const member = await h.createUser();
    const { resetToken } = await verifyOwner(member.email);
    await h
      .knex('send_emails')
      .where({ usermail: member.email })
      .update({ authcode_verified_at: new Date(Date.now() - 16 * 60_000) });
    expect(
      (await h.gql(CHANGE, { email: member.email, password: 'Late2024x', resetToken })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_PERMITTED');
  });

  it('keeps the code out of the mail log organisers read, but delivers it', async () => {
    const member = await h.createUser();
    const admin = await h.createUser({}, asAdminRole);
    await h.gql(SEND, { email: member.email });
    const code = codeFrom((await h.smtp.waitFor(member.email, /verification code/i)).raw);
    expect(code).toMatch(/^\d{6}$/);
    const log = await h.gql<{ sendEmails: { rows: { title: string; content: string; usermail: string }[] } }>(
      `query ($usermail: String) {
        sendEmails(filter: { type: FIND_PASSWORD, usermail: $usermail }) { rows { title content usermail } }
      }`,
      { usermail: member.email },
      admin.token,
    );
    expect(log.errors).toBeUndefined();
    const rows = log.data?.sendEmails.rows ?? [];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toContain('••••••');
    expect(rows[0]?.content).toContain('••••••');
    expect(JSON.stringify(rows)).not.toContain(code);
    // Once sent, the database keeps no plain copy of the code either.
    const stored = await h.knex('send_emails').where({ usermail: member.email }).first();
    expect(stored.sent_at).not.toBeNull();
    expect(stored.delivery_title).toBeNull();
    expect(stored.delivery_content).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    expect((await h.gql(SEND, { email: 'nobody-here@example.org' })).data).toEqual({
      createSendEmail: { ok: true },
    });
    expect(
      await h.knex('send_emails').where({ usermail: 'nobody-here@example.org' }).first(),
    ).toBeUndefined();
    await h.mailQueueDrained();
    expect(h.smtp.mails.some((m) => m.to.includes('nobody-here@example.org'))).toBe(false);
  });

  it('expires codes and invalidates them after five wrong tries', async () => {
    const member = await h.createUser();
    await h.gql(SEND, { email: member.email });
    const code = codeFrom((await h.smtp.waitFor(member.email, /verification code/i)).raw);
    for (let i = 0; i < 5; i += 1) await checkAuth(member.email, code === '000000' ? '000001' : '000000');
    expect((await checkAuth(member.email, code)).status).toBe(400);

    const other = await h.createUser();
    await h.gql(SEND, { email: other.email });
    const otherCode = codeFrom((await h.smtp.waitFor(other.email, /verification code/i)).raw);
    await h
      .knex('send_emails')
      .where({ usermail: other.email })
      .update({ authcode_expires_at: new Date(Date.now() - 1000) });
    expect((await checkAuth(other.email, otherCode)).status).toBe(400);
  });

  it('limits code mails per address', async () => {
    const member = await h.createUser();
    for (let i = 0; i < 3; i += 1) await h.gql(SEND, { email: member.email });
    expect((await h.gql(SEND, { email: member.email })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('find password: rate limits on the change', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const change = async (email: string) =>
    (await h.gql(CHANGE, { email, password: 'Guess2024x', resetToken: 'guess' })).errors?.[0]?.extensions
      ?.code;

  it('limits changes per e-mail (10 in 15 minutes) and per client address (20)', async () => {
    const victim = await h.createUser();
    for (let i = 0; i < 10; i += 1) expect(await change(victim.email)).toBe('NOT_PERMITTED');
    expect(await change(victim.email)).toBe('RATE_LIMITED');
    expect(await change(victim.email.toUpperCase())).toBe('RATE_LIMITED');
    // Other addresses are still answered, until the client has spent its 20 tries.
    for (let i = 0; i < 8; i += 1) expect(await change(`other-${i}@example.org`)).toBe('NOT_PERMITTED');
    expect(await change('one-more@example.org')).toBe('RATE_LIMITED');
  });
});

// Issue 23 §3: a flood of wrong codes or tokens cannot keep the owner from resetting the password.
describe('find password: guessing cannot lock the owner out', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => h.close());

  const checkAuthFrom = (address: string, email: string, code: string) =>
    fetch(`${h.url}/checkAuth?email=${encodeURIComponent(email)}&authCode=${code}`, {
      headers: { 'x-forwarded-for': address },
    });
  const gqlFrom = async (address: string, query: string, variables: object) => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query, variables }),
    });
    return ((await res.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions
      ?.code;
  };

  it('100 wrong codes from one address, then the owner checks a fresh code from another and sets a password', async () => {
    const member = await h.createUser();
    expect(await gqlFrom('192.0.2.50', SEND, { email: member.email })).toBeUndefined();
    await h.smtp.waitFor(member.email, /verification code/i);
    const statuses = [];
    for (let i = 0; i < 100; i += 1)
      statuses.push((await checkAuthFrom('198.51.100.9', member.email, String(i).padStart(6, '0'))).status);
    // Wrong answers until the address has spent its tries on the account, then refusals.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    // Five wrong tries killed that code (what keeps a code from being guessed); the owner asks for
    // another and uses it from their own address at once.
    h.smtp.mails.splice(0); // the next code mail is the one to read
    expect(await gqlFrom('192.0.2.50', SEND, { email: member.email })).toBeUndefined();
    const code = codeFrom((await h.smtp.waitFor(member.email, /verification code/i)).raw);
    const res = await checkAuthFrom('192.0.2.50', member.email, code);
    expect(res.status).toBe(200);
    const { resetToken } = (await res.json()) as { resetToken: string };
    // A flood of wrong tokens for the address does not stop the owner's change either.
    for (let i = 0; i < 12; i += 1)
      await gqlFrom(`203.0.113.${100 + i}`, CHANGE, {
        email: member.email,
        password: 'Guess2024x',
        resetToken: `guess-${i}`,
      });
    expect(
      await gqlFrom('192.0.2.50', CHANGE, { email: member.email, password: 'Renewed2024x', resetToken }),
    ).toBeUndefined();
  });
});
