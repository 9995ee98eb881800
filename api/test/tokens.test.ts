// Tokens (issue 8): a token that is tampered with, unsigned (alg none), signed with another key or
// another algorithm, expired, from another issuer, issued before a password change, or of a
// deleted or blocked user is refused everywhere a token is read: a query, a mutation, an
// organiser's list, and the REST export. A refusal never acts as the token's user.
import { SignJWT, UnsecuredJWT } from 'jose';
import { asAdminRole, startHarness, type Harness } from './harness';

const SECRET = 'test-secret-'.padEnd(48, 'x'); // the harness's signing key
const key = new TextEncoder().encode(SECRET);

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];

describe('tokens', () => {
  let h: Harness;
  let member: { id: number; email: string; token: string };
  let organiser: { id: number; email: string; token: string };
  let pca: number;
  beforeAll(async () => {
    h = await startHarness();
    member = await h.createUser();
    organiser = await h.createUser({}, asAdminRole);
    const row = await h.knex('users').where({ id: organiser.id }).first('password_changed_at');
    pca = new Date(row.password_changed_at).getTime();
  });
  afterAll(() => h.close());

  /** Claims of a real organiser token, signed as given. */
  const organiserClaims = () =>
    new SignJWT({ pca }).setSubject(String(organiser.id)).setIssuer('congress-api').setIssuedAt();

  const forged: [string, () => Promise<string>][] = [
    [
      'a member token whose subject was changed to the organiser (signature kept)',
      async () => {
        const [header, payload, signature] = parts(member.token);
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
        return `${header}.${b64({ ...claims, sub: String(organiser.id), pca })}.${signature}`;
      },
    ],
    [
      'an organiser token with its signature altered',
      async () => {
        const [header, payload, signature] = parts(organiser.token);
        const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
        return `${header}.${payload}.${flipped}`;
      },
    ],
    [
      'alg none (unsigned)',
      async () =>
        new UnsecuredJWT({ pca }).setSubject(String(organiser.id)).setIssuer('congress-api').encode(),
    ],
    [
      'alg none with the signature of a real token appended',
      async () => {
        const [, payload, signature] = parts(organiser.token);
        return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`;
      },
    ],
    [
      'another key',
      async () =>
        organiserClaims()
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('another-secret-'.padEnd(48, 'y'))),
    ],
    [
      'the right key under another algorithm (HS512)',
      async () => organiserClaims().setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(key),
    ],
    [
      'expired',
      async () =>
        new SignJWT({ pca })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(organiser.id))
          .setIssuer('congress-api')
          .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .sign(key),
    ],
    [
      'another issuer',
      async () =>
        new SignJWT({ pca })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(organiser.id))
          .setIssuer('someone-else')
          .setExpirationTime('1h')
          .sign(key),
    ],
    [
      'no password-change claim',
      async () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(organiser.id))
          .setIssuer('congress-api')
          .setExpirationTime('1h')
          .sign(key),
    ],
    [
      'a password-change claim that does not match (issued before the last change)',
      async () =>
        new SignJWT({ pca: pca - 1 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(organiser.id))
          .setIssuer('congress-api')
          .setExpirationTime('1h')
          .sign(key),
    ],
  ];

  it('accepts the real organiser token (the forgeries below start from it)', async () => {
    const ok = await h.gql<{ users: { count: number } }>(
      '{ users(limit: 1) { count } }',
      {},
      organiser.token,
    );
    expect(ok.errors).toBeUndefined();
  });

  it.each(forged)('refuses %s everywhere', async (_label, make) => {
    const token = await make();
    const me = await h.gql('{ me { id } }', {}, token);
    expect(me.errors?.[0]?.extensions?.code).toBe('LOGIN_EXPIRED');
    expect(me.data?.me ?? null).toBeNull();
    const list = await h.gql('{ users(limit: 1) { count } }', {}, token);
    expect(list.errors?.[0]?.extensions?.code).toBe('LOGIN_EXPIRED');
    const before = await h.knex('users').where({ id: member.id }).first('affiliation');
    const update = await h.gql(
      'mutation ($id: ID!) { updateUser(id: $id, input: { affiliation: "Forged" }) { id } }',
      { id: String(member.id) },
      token,
    );
    expect(update.errors?.[0]?.extensions?.code).toBe('LOGIN_EXPIRED');
    expect(await h.knex('users').where({ id: member.id }).first('affiliation')).toEqual(before);
    const exported = await fetch(`${h.url}/export/users.xlsx`, {
      headers: { authorization: `Bearer ${token}`, 'x-download-reason': 'test' },
    });
    expect(exported.status).toBe(401);
    expect(await exported.json()).toEqual({ ok: false, code: 'LOGIN_EXPIRED' });
  });

  it('refuses the token of an organiser who was since deleted or blocked, everywhere', async () => {
    for (const [change, code, status] of [
      [{ delete: true }, 'ACCOUNT_DELETED', 401],
      [{ blocked: true }, 'ACCOUNT_BLOCKED', 403],
    ] as const) {
      const other = await h.createUser({}, asAdminRole);
      await h.knex('users').where({ id: other.id }).update(change);
      expect(
        (await h.gql('{ users(limit: 1) { count } }', {}, other.token)).errors?.[0]?.extensions?.code,
      ).toBe(code);
      const exported = await fetch(`${h.url}/export/users.xlsx`, {
        headers: { authorization: `Bearer ${other.token}`, 'x-download-reason': 'test' },
      });
      expect([exported.status, ((await exported.json()) as { code: string }).code]).toEqual([status, code]);
    }
  });
});
