import { startHarness, type Harness } from './harness';

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
