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
