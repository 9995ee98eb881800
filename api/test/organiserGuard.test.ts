// Nobody deletes or blocks their own account, the last active organiser stays, and a locked-out
// society gets a fresh organiser login from `npm run organiser:reset` (issue 15 §1). On a database
// of its own: the last-organiser rule counts every organiser in it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import knexFactory, { type Knex } from 'knex';
import { ROLE_ADMIN } from '@congress/domain';
import { migrationConfig } from '../src/db/migrations';
import { startHarness, type Harness } from './harness';

const run = promisify(execFile);
const API_DIR = path.join(__dirname, '..');
const UPDATE = 'mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }';
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) =>
  result.errors?.[0]?.extensions?.code;

let admin: Knex;
let name: string;
let url: string;
let h: Harness;

beforeAll(async () => {
  admin = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL as string });
  name = `${process.env.API_TEST_DB_NAME}_organisers`;
  await admin.raw(`CREATE DATABASE ${name}`);
  const u = new URL(process.env.DATABASE_URL as string);
  u.pathname = `/${name}`;
  url = u.toString();
  const own = knexFactory({ client: 'pg', connection: url });
  await own.migrate.latest(migrationConfig);
  await own.destroy();
  h = await startHarness({ DATABASE_URL: url, ADMIN_EMAIL: 'first@congress.local' });
});

afterAll(async () => {
  await h?.close();
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.destroy();
});

const row = (id: number) => h.knex('users').where({ id }).first('delete', 'blocked');

describe('removing accounts', () => {
  it('refuses an organiser deleting or blocking their own account, and changes nothing', async () => {
    const self = await h.createUser({}, ROLE_ADMIN);
    for (const input of [{ delete: true }, { blocked: true }]) {
      expect(codeOf(await h.gql(UPDATE, { id: self.id, input }, self.token))).toBe('SELF_REMOVAL');
    }
    expect(await row(self.id)).toEqual({ delete: false, blocked: false });
  });

  it('keeps the last active organiser, even when two organisers remove each other at once', async () => {
    // Only two active organisers in this database: every other account is blocked.
    const a = await h.createUser({}, ROLE_ADMIN);
    const b = await h.createUser({}, ROLE_ADMIN);
    await h.knex('users').whereNotIn('id', [a.id, b.id]).update({ blocked: true });

    const [ab, ba] = await Promise.all([
      h.gql(UPDATE, { id: b.id, input: { delete: true } }, a.token),
      h.gql(UPDATE, { id: a.id, input: { delete: true } }, b.token),
    ]);
    const codes = [codeOf(ab), codeOf(ba)];
    // One removal went through; the other is refused (LAST_ORGANISER), or, when it ran second,
    // its caller was already deleted and its token no longer counts.
    expect(codes.filter((c) => c === undefined)).toHaveLength(1);
    expect(codes.find((c) => c !== undefined)).toMatch(/^(LAST_ORGANISER|ACCOUNT_DELETED)$/);
    const active = await h
      .knex('users')
      .whereIn('id', [a.id, b.id])
      .where({ delete: false, blocked: false })
      .pluck('id');
    expect(active).toHaveLength(1);

    // Without the guard both removals succeed and the back office has no organiser left.
    const survivor = active[0] as number;
    const token = survivor === a.id ? a.token : b.token;
    expect(codeOf(await h.gql(UPDATE, { id: survivor, input: { blocked: true } }, token))).toBe(
      'SELF_REMOVAL',
    );
  });

  it('lets an organiser remove another organiser while one stays, and restore them', async () => {
    const a = await h.createUser({}, ROLE_ADMIN);
    const b = await h.createUser({}, ROLE_ADMIN);
    expect(codeOf(await h.gql(UPDATE, { id: b.id, input: { blocked: true } }, a.token))).toBeUndefined();
    expect(await row(b.id)).toEqual({ delete: false, blocked: true });
    expect(codeOf(await h.gql(UPDATE, { id: b.id, input: { blocked: false } }, a.token))).toBeUndefined();
    expect(await row(b.id)).toEqual({ delete: false, blocked: false });
  });
});

describe('npm run organiser:reset', () => {
  const reset = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/modules/members/organiserReset.cli.ts', ...args], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: url, ADMIN_EMAIL: 'first@congress.local', LOG_LEVEL: 'silent' },
    });
  const passwordIn = (stdout: string) => /password: (\S+)/.exec(stdout)?.[1] as string;
  const login = (identifier: string, password: string) =>
    h.gql<{ login: { jwt: string } }>(
      'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt } }',
      { identifier, password },
    );

  it('makes a deleted, blocked organiser an active one with a new password and ends old sessions', async () => {
    const locked = await h.createUser({ delete: true, blocked: true }, ROLE_ADMIN);
    // A second factor whose phone and codes are lost (issue 39 §5): the reset removes it.
    await h.knex('second_factor_totp').insert({
      user_id: locked.id,
      secret_encrypted: h.tokens.seal('JBSWY3DPEHPK3PXP'),
      confirmed_at: new Date(),
      created_at: new Date(),
    });
    await h.knex('second_factor_recovery_codes').insert({ user_id: locked.id, code_hash: 'lost' });
    const { stdout } = await reset(['--email', locked.email.toUpperCase()]);
    expect(stdout).toMatch(/active organiser again/);
    const fresh = await login(locked.email, passwordIn(stdout));
    expect(fresh.errors).toBeUndefined();
    expect(await h.knex('second_factor_totp').where({ user_id: locked.id })).toEqual([]);
    expect(await h.knex('second_factor_recovery_codes').where({ user_id: locked.id })).toEqual([]);
    expect(codeOf(await h.gql('{ me { id } }', {}, locked.token))).toBe('LOGIN_EXPIRED');
    const me = await h.gql<{ me: { role: { name: string } } }>(
      '{ me { role { name } } }',
      {},
      fresh.data?.login.jwt,
    );
    expect(me.data?.me.role.name).toBe(ROLE_ADMIN);
  });

  it('creates the organiser when the address has no account, and refuses what is not an address', async () => {
    const { stdout } = await reset(['--email', 'rescue@congress.local']);
    expect(stdout).toMatch(/Created an organiser account/);
    expect((await login('rescue@congress.local', passwordIn(stdout))).errors).toBeUndefined();
    await expect(reset(['--email', 'not-an-address'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/Not an e-mail address/),
    });
  });
});
