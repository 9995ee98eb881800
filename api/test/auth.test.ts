import { asAdminRole, startHarness, type Harness } from './harness';

const ME = '{ me { id email role { name } } }';

describe('who is asking (context and me)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('returns null for a visitor without a token', async () => {
    expect(await h.gql(ME)).toEqual({ data: { me: null } });
  });

  it('returns the user and role name for a valid token', async () => {
    const member = await h.createUser();
    const result = await h.gql<{ me: { id: string; email: string; role: { name: string } } }>(
      ME,
      {},
      member.token,
    );
    expect(result.data?.me).toEqual({ id: String(member.id), email: member.email, role: { name: 'Member' } });
  });

  it.each([
    ['a malformed token', () => 'not-a-jwt'],
    ['a token signed with another secret', () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
  ])('refuses %s as LOGIN_EXPIRED', async (_label, token) => {
    const result = await h.gql(ME, {}, token());
    expect(result.errors?.[0]?.extensions?.code).toBe('LOGIN_EXPIRED');
    expect(result.errors?.[0]?.message).toBe('Login has expired. Please login again.');
  });

  it('refuses a token issued before the password changed, even within the same second', async () => {
    const member = await h.createUser();
    expect((await h.gql(ME, {}, member.token)).data?.me).toBeTruthy();
    await h.knex('users').where({ id: member.id }).update({ password_changed_at: h.knex.fn.now() });
    const result = await h.gql(ME, {}, member.token);
    expect(result.errors?.[0]?.extensions?.code).toBe('LOGIN_EXPIRED');
  });

  it('refuses a deleted account with the spec message', async () => {
    const member = await h.createUser({ delete: true });
    const result = await h.gql(ME, {}, member.token);
    expect(result.errors?.[0]).toMatchObject({
      message: 'This Account has deleted.',
      extensions: { code: 'ACCOUNT_DELETED' },
    });
  });

  it('refuses a blocked account', async () => {
    const member = await h.createUser({ blocked: true });
    expect((await h.gql(ME, {}, member.token)).errors?.[0]?.extensions?.code).toBe('ACCOUNT_BLOCKED');
  });

  it('refuses a token of a user that no longer exists', async () => {
    const token = await h.tokens.sign({ id: 987654321, password_changed_at: new Date() });
    expect((await h.gql(ME, {}, token)).errors?.[0]?.extensions?.code).toBe('LOGIN_EXPIRED');
  });
});

describe('organiser allowlist', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ ADMIN_ALLOWLIST: 'chair@congress.test, Secretary@Congress.test' });
  });
  afterAll(() => h.close());

  it('admits only allow-listed organisers to the back office', async () => {
    const listed = await h.createUser(
      { email: 'secretary@congress.test', username: 'secretary@congress.test' },
      asAdminRole,
    );
    const unlisted = await h.createUser({}, asAdminRole);
    const ask = (token: string) =>
      h.gql<{ me: { organiser: boolean }; users?: unknown }>(
        '{ me { organiser } users { count } }',
        {},
        token,
      );
    const ok = await ask(listed.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.me.organiser).toBe(true);
    const refused = await ask(unlisted.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect(
      (await h.gql<{ me: { organiser: boolean } }>('{ me { organiser } }', {}, unlisted.token)).data?.me
        .organiser,
    ).toBe(false);
  });
});
