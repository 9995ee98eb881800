import { asAdminRole, startHarness, type GraphQLResult, type Harness } from './harness';

const LOGIN = `mutation ($identifier: String!, $password: String!) {
  login(identifier: $identifier, password: $password) { jwt }
}`;

// Its own server: the test spends the client address's login budget.
describe('login limits per client address', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const codeOf = async (identifier: string, password: string) =>
    (await h.gql(LOGIN, { identifier, password })).errors?.[0]?.extensions?.code;

  it('stops password spraying: 30 failed logins over different accounts, then none from that address', async () => {
    const members = await Promise.all([h.createUser(), h.createUser()]);
    const [first, second] = members as [(typeof members)[0], (typeof members)[0]];
    // One try per account (far below the per-account limit): known and unknown accounts alike.
    for (let i = 0; i < 30; i += 1) {
      const identifier = i === 0 ? first.email : `  Sprayed-${i}@Example.org `;
      expect(await codeOf(identifier, 'Spring2024')).toBe('INVALID_CREDENTIALS');
    }
    // Now even the right password of an untouched account is refused from this address.
    expect(await codeOf(second.email, 'Password2024')).toBe('RATE_LIMITED');
  });
});

// Issue 23 §3: wrong guesses cannot lock the owner out (docs/decisions.md, "Lock-out policy").
describe('guessing cannot lock the owner out', () => {
  let h: Harness;
  beforeAll(async () => {
    // X-Forwarded-For from the loopback proxy is believed: each request names its client address.
    h = await startHarness({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => h.close());

  const from = async (address: string, query: string, variables: object) => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as GraphQLResult<{ login?: { jwt: string } }>;
    return { code: body.errors?.[0]?.extensions?.code, data: body.data };
  };
  const loginFrom = (address: string, identifier: string, password: string) =>
    from(address, LOGIN, { identifier, password });

  it('100 wrong passwords for the organiser from one address: the owner logs in from another at once', async () => {
    // An organiser of this test's own: other suites share the database and may change the
    // configured organiser's password.
    const admin = (await h.createUser({}, asAdminRole)).email;
    const codes = [];
    for (let i = 0; i < 100; i += 1)
      codes.push((await loginFrom('198.51.100.7', admin, `Wrong${i}2024`)).code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(new Set(codes.slice(10))).toEqual(new Set(['RATE_LIMITED']));
    // The guessing address stays refused, the right password included (per account and address).
    expect((await loginFrom('198.51.100.7', admin, 'Password2024')).code).toBe('RATE_LIMITED');
    // The owner, from an address without failures, is let in at once.
    const owner = await loginFrom('192.0.2.10', admin, 'Password2024');
    expect(owner.code).toBeUndefined();
    expect(owner.data?.login?.jwt).toEqual(expect.any(String));
  });

  it('guesses from many addresses: one each while the account is under attack, and the owner still passes', async () => {
    const member = await h.createUser();
    // Twelve addresses, one wrong guess each: the account's budget (10) is spent.
    for (let i = 1; i <= 12; i += 1)
      expect((await loginFrom(`203.0.113.${i}`, member.email, 'Wrong2024')).code).toBe('INVALID_CREDENTIALS');
    // An address with a failure on the account gets no second guess, the right password included.
    expect((await loginFrom('203.0.113.1', member.email, 'Password2024')).code).toBe('RATE_LIMITED');
    // The owner, from an address without failures, logs in.
    expect((await loginFrom('192.0.2.20', member.email, 'Password2024')).code).toBeUndefined();
  });

  it('keeps the per-address limit: 30 failures over any accounts close the address to every account', async () => {
    const [victim, bystander] = [await h.createUser(), await h.createUser()];
    for (let i = 0; i < 30; i += 1)
      expect((await loginFrom('198.51.100.30', `nobody-${i}@example.org`, 'Wrong2024')).code).toBe(
        'INVALID_CREDENTIALS',
      );
    expect((await loginFrom('198.51.100.30', victim.email, 'Password2024')).code).toBe('RATE_LIMITED');
    expect((await loginFrom('198.51.100.31', bystander.email, 'Password2024')).code).toBeUndefined();
  });
});

// Issue 36: with N addresses a guesser got N + 10 guesses every 15 minutes. Past the account's
// ceiling (RATE_LIMIT_LOGIN_GUESSES_PER_ACCOUNT) new addresses share one guess a minute, the
// owner's usual address passes, and the owner is mailed once per window, in their language.
describe('a ceiling on guesses per account', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: 'loopback', RATE_LIMIT_LOGIN_GUESSES_PER_ACCOUNT: '15' });
  });
  afterAll(() => h.close());

  const loginFrom = async (address: string, identifier: string, password: string) => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: LOGIN, variables: { identifier, password } }),
    });
    const body = (await res.json()) as GraphQLResult<{ login?: { jwt: string } }>;
    return { code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message, data: body.data };
  };
  const alerts = (email: string) =>
    h.knex('send_emails').where({ usermail: email, type: 'LOGIN_ALERT' }).select('title', 'content');

  it('40 addresses guessing an organiser: 16 guesses are checked, the rest slowed; the owner logs in from their usual address; one mail', async () => {
    const organiser = await h.createUser({}, asAdminRole);
    // The owner's usual address: they logged in from it before.
    expect((await loginFrom('192.0.2.30', organiser.email, 'Password2024')).code).toBeUndefined();
    const codes: (string | undefined)[] = [];
    for (let i = 1; i <= 40; i += 1)
      codes.push((await loginFrom(`203.0.113.${100 + i}`, organiser.email, `Wrong${i}2024`)).code);
    // 15 to the ceiling, then one through the shared slow lane, the rest told to wait.
    expect(codes.slice(0, 16)).toEqual(Array(16).fill('INVALID_CREDENTIALS'));
    expect(new Set(codes.slice(16))).toEqual(new Set(['RATE_LIMITED']));
    const slowed = await loginFrom('203.0.113.200', organiser.email, 'Wrong2024');
    expect(slowed).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/wait a minute/) });
    // The owner, from their usual address, gets in at once.
    const owner = await loginFrom('192.0.2.30', organiser.email, 'Password2024');
    expect(owner.code).toBeUndefined();
    expect(owner.data?.login?.jwt).toEqual(expect.any(String));
    // The owner's login does not reopen the account to fast guessing.
    expect((await loginFrom('203.0.113.201', organiser.email, 'Wrong2024')).code).toBe('RATE_LIMITED');

    // One mail for the burst, through the queue and SMTP, in English.
    await h.smtp.waitFor(organiser.email);
    await h.mailQueueDrained();
    const mails = await alerts(organiser.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.title).toBe('KSP 2024 Congress: many wrong passwords were tried on your account');
    expect(mails[0]?.content).toMatch(/15 wrong passwords were tried on your account .* within 15 minutes/);
    expect(mails[0]?.content).not.toMatch(/203\.0\.113/);
  });

  it("a Korean organiser's mail is in Korean; a guessed unknown account is slowed the same and mails no one", async () => {
    const organiser = await h.createUser({ country: 'KR', name_kr: '박민지' }, asAdminRole);
    for (let i = 1; i <= 15; i += 1)
      expect((await loginFrom(`198.51.100.${100 + i}`, organiser.email, 'Wrong2024')).code).toBe(
        'INVALID_CREDENTIALS',
      );
    await h.smtp.waitFor(organiser.email);
    const [mail] = await alerts(organiser.email);
    expect(mail?.title).toBe('대한병리학회 2024 학술대회: 계정에 잘못된 비밀번호가 여러 번 입력되었습니다');
    expect(mail?.content).toContain('박민지님');

    const nobody = `nobody-${Date.now()}@example.org`;
    const codes: (string | undefined)[] = [];
    for (let i = 1; i <= 18; i += 1)
      codes.push((await loginFrom(`198.51.100.${150 + i}`, nobody, 'Wrong2024')).code);
    expect(codes.slice(0, 16)).toEqual(Array(16).fill('INVALID_CREDENTIALS'));
    expect(codes.slice(16)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    expect(await h.knex('send_emails').where({ usermail: nobody })).toEqual([]);
  });
});
