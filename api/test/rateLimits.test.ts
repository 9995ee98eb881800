// Rate limits cannot be bypassed (issue 8): a forged X-Forwarded-For, another spelling of the
// e-mail, aliases or fragments buy no more tries; the counters live in PostgreSQL.
import { loadConfig, parseTrustProxy } from '../src/config';
import { accountKey } from '../src/modules/auth/rateLimits';
import { startHarness, type GraphQLResult, type Harness } from './harness';

const LOGIN = `mutation ($identifier: String!, $password: String!) {
  login(identifier: $identifier, password: $password) { jwt }
}`;

let forged = 0;
/** A different forged client address on every call. */
const nextForgedAddress = () => `203.0.113.${(forged++ % 250) + 1}`;

async function post(
  h: Harness,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLResult }> {
  const res = await fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as GraphQLResult };
}

const codeOf = (result: { body: GraphQLResult }) => result.body.errors?.[0]?.extensions?.code;

describe('failed logins of an account', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('are forgotten when the member logs in with the right password', async () => {
    const member = await h.createUser();
    const attempt = async (password: string) =>
      codeOf(await post(h, { query: LOGIN, variables: { identifier: member.email, password } }));
    // 9 failures, a success, 9 failures: 18 in the window, over the budget of 10 only if none were forgotten.
    for (let i = 0; i < 9; i += 1) expect(await attempt(`Wrong${i}2024`)).toBe('INVALID_CREDENTIALS');
    expect(await attempt('Password2024')).toBeUndefined();
    for (let i = 0; i < 9; i += 1) expect(await attempt(`Again${i}2024`)).toBe('INVALID_CREDENTIALS');
    expect(await attempt('Password2024')).toBeUndefined();
  });
});

describe('rate limits without a trusted proxy (the default)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('limits failed logins per account whatever X-Forwarded-For and the spelling of the e-mail say', async () => {
    const member = await h.createUser();
    for (let i = 0; i < 10; i += 1) {
      const result = await post(
        h,
        { query: LOGIN, variables: { identifier: member.email, password: `Wrong${i}2024` } },
        { 'x-forwarded-for': nextForgedAddress() },
      );
      expect(codeOf(result)).toBe('INVALID_CREDENTIALS');
    }
    const spellings = [member.email, member.email.toUpperCase(), ` ${member.email.toUpperCase()} `];
    for (const identifier of spellings) {
      const result = await post(
        h,
        { query: LOGIN, variables: { identifier, password: 'Wrong2024' } },
        { 'x-forwarded-for': nextForgedAddress(), forwarded: `for=${nextForgedAddress()}` },
      );
      expect(codeOf(result)).toBe('RATE_LIMITED');
    }
    // Every request came from one socket address, whatever the headers said: the guesser's address
    // stays refused for this account, the right password included.
    expect(
      codeOf(
        await post(
          h,
          { query: LOGIN, variables: { identifier: member.email, password: 'Password2024' } },
          { 'x-forwarded-for': nextForgedAddress() },
        ),
      ),
    ).toBe('RATE_LIMITED');
  });

  it('keeps the counters in PostgreSQL under a hashed account key, never the address in clear', async () => {
    const member = await h.createUser();
    await post(h, {
      query: LOGIN,
      variables: { identifier: member.email.toUpperCase(), password: 'Wrong2024' },
    });
    const rows = await h.knex('rate_limits').where('key', 'like', `%${accountKey(member.email)}`);
    expect(rows).toHaveLength(3); // failed logins, their ceiling (issue 36) and free mutations of the account
    expect(await h.knex('rate_limits').where('key', 'like', `%${member.email}%`)).toHaveLength(0);
  });
});

describe('free (no-token) mutations', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '12' });
  });
  afterAll(() => h.close());

  it('cost one point per root field from the address: aliases and fragments included, answered 429', async () => {
    const confirm = (n: number) =>
      Array.from({ length: n }, (_, i) => `c${i}: confirmEmail(token: "${'x'.repeat(30)}${i}") { ok }`).join(
        ' ',
      );
    expect(codeOf(await post(h, { query: `mutation { ${confirm(5)} }` }))).toBeUndefined();
    const viaFragment = await post(h, {
      query: `mutation { ...F } fragment F on Mutation { ${confirm(5)} }`,
    });
    expect(codeOf(viaFragment)).toBeUndefined();
    // 10 of 12 points spent: three more root fields are refused as a whole.
    const over = await post(
      h,
      { query: `mutation { ${confirm(3)} }` },
      { 'x-forwarded-for': nextForgedAddress() },
    );
    expect(over.status).toBe(429);
    expect(codeOf(over)).toBe('RATE_LIMITED');
    expect(over.body.data).toBeUndefined();
    // A logged-in member's mutations are not free mutations.
    const member = await h.createUser();
    const own = await post(
      h,
      { query: 'mutation { resendConfirmation { ok } }' },
      { authorization: `Bearer ${member.token}` },
    );
    expect(codeOf(own)).toBeUndefined();
  });
});

describe('free mutations per account', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => h.close());

  it('limits an account named by many addresses (trusted proxy): 30 per 15 minutes, then 5 per new address', async () => {
    const email = `target-${Date.now()}@example.org`;
    const RESEND = `mutation ($email: String!) { resendConfirmation(email: $email) { ok } }`;
    for (let i = 0; i < 30; i += 1) {
      const spelling = i % 2 ? email.toUpperCase() : email;
      const result = await post(
        h,
        { query: RESEND, variables: { email: spelling } },
        { 'x-forwarded-for': nextForgedAddress() },
      );
      expect(codeOf(result)).toBeUndefined();
    }
    // The account's budget is spent: an address that has not named it may still, five times
    // (the owner's find-password steps), and no more; one that has is refused.
    const fresh = '192.0.2.77';
    for (let i = 0; i < 5; i += 1)
      expect(
        codeOf(await post(h, { query: RESEND, variables: { email } }, { 'x-forwarded-for': fresh })),
      ).toBeUndefined();
    const refused = await post(h, { query: RESEND, variables: { email } }, { 'x-forwarded-for': fresh });
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe('RATE_LIMITED');
  });

  it('believes X-Forwarded-For from the configured proxy: another client has its own address budget', async () => {
    const addresses = [nextForgedAddress(), nextForgedAddress()];
    const check = (address: string, name: string) =>
      post(
        h,
        { query: '{ duplicateUserName(username: $n) { check } }'.replace('$n', JSON.stringify(name)) },
        {
          'x-forwarded-for': address,
        },
      );
    for (let i = 0; i < 60; i += 1)
      expect(codeOf(await check(addresses[0] as string, `n${i}@example.org`))).toBeUndefined();
    expect(codeOf(await check(addresses[0] as string, 'one-more@example.org'))).toBe('RATE_LIMITED');
    expect(codeOf(await check(addresses[1] as string, 'one-more@example.org'))).toBeUndefined();
  });
});

describe('username check and code check', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('limits duplicateUserName per address (60 per 10 minutes), forged X-Forwarded-For or not', async () => {
    // Six requests of ten checks each (the most one request may hold: requestLimits.ts).
    for (let i = 0; i < 6; i += 1) {
      const query = `{ ${Array.from({ length: 10 }, (_, j) => `u${j}: duplicateUserName(username: "u${i}-${j}@example.org") { check }`).join(' ')} }`;
      expect(codeOf(await post(h, { query }, { 'x-forwarded-for': nextForgedAddress() }))).toBeUndefined();
    }
    const refused = await post(
      h,
      { query: '{ duplicateUserName(username: "last@example.org") { check } }' },
      { 'x-forwarded-for': nextForgedAddress() },
    );
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe('RATE_LIMITED');
  });

  it('limits code checks (GET /checkAuth) per account, whatever the spelling and forged address', async () => {
    const member = await h.createUser();
    const check = (email: string) =>
      fetch(`${h.url}/checkAuth?email=${encodeURIComponent(email)}&authCode=123456`, {
        headers: { 'x-forwarded-for': nextForgedAddress() },
      });
    for (let i = 0; i < 10; i += 1) {
      expect((await check(i % 2 ? member.email.toUpperCase() : member.email)).status).toBe(400);
    }
    const refused = await check(` ${member.email.toUpperCase()}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ ok: false, code: 'RATE_LIMITED' });
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and never accepts `true`', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a hop count or addresses and subnets', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8, loopback, ::1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });
});
