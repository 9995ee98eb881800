// The embedded database's folder on a newcomer's laptop (issue 8, db/embedded/dataDir.ts), with
// real server processes: a second server on the same folder is refused; each clean start takes a
// backup; after SIGKILLs during writes the server starts again with every acknowledged sign-up;
// a damaged folder is refused with a message naming `npm run db:recover`, which restores the
// backup so the server starts again.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CONFIRMATION_MAIL_TYPE } from '../src/modules/mail/mail.service';
import { REPO_ROOT } from '../src/paths';
import { overseasSignUp } from './fixtures';
import {
  embeddedEnv,
  expectStartRefused,
  queryEmbedded,
  signUpsUntilKilled,
  startServer,
  type ServerProcess,
} from './serverProcess';

jest.setTimeout(300_000);

const LOGIN = `mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { jwt } }`;

/** The documented command, run as a person would (`npm run db:recover` at the repository root). */
async function dbRecover(dataDir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'db:recover'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe('embedded data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recovery-'));
  const env = {
    ...embeddedEnv(dataDir),
    RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000',
    RATE_LIMIT_SIGN_UP_PER_ADDRESS: '100000',
    RATE_LIMIT_SIGN_UP_PER_DOMAIN: '100000',
  };
  const folder = path.join(dataDir, 'pglite');
  const backup = path.join(dataDir, 'pglite-backup');
  const lock = path.join(dataDir, 'pglite.lock');
  let server: ServerProcess | undefined;
  const acknowledged: string[] = [];

  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the folder while the first runs; the first is unharmed', async () => {
    server = await startServer(env);
    expect(existsSync(lock)).toBe(true);
    const second = await expectStartRefused(env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`in use by another process (pid ${server.child.pid}`);
    expect(second.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect((await dbRecover(dataDir)).output).toContain('in use by another process');
    const signUp = await server.gql(REGISTER, { input: overseasSignUp('first@example.org') });
    expect(signUp.errors).toBeUndefined();
    acknowledged.push('first@example.org');
    // The first start had nothing to back up yet.
    expect(existsSync(backup)).toBe(false);
    expect(await server.stop()).toBe(0);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes a backup at each clean start', async () => {
    const before = Date.now();
    server = await startServer(env);
    expect(statSync(path.join(backup, 'PG_VERSION')).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
    expect(await server.stop()).toBe(0);
  });

  it('starts again after being killed during sign-ups, three times, with every acknowledged sign-up', async () => {
    for (let cycle = 0; cycle < 3; cycle += 1) {
      server = await startServer(env);
      const burst = await signUpsUntilKilled(server, `kill${cycle}`, 2500 + cycle * 700);
      acknowledged.push(...burst.acknowledged);
      // The lock of the killed process is left behind: the next start sees the crash.
      expect(existsSync(lock)).toBe(true);
    }
    server = await startServer(env);
    expect(server.output()).toMatch(/not shut down cleanly/);
    const failed: string[] = [];
    for (const email of acknowledged) {
      const result = await server.gql<{ login: { jwt: string } }>(LOGIN, {
        identifier: email,
        password: 'secret2024',
      });
      if (!result.data?.login?.jwt) failed.push(email);
    }
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(failed).toEqual([]);
    expect(await server.stop()).toBe(0);
    // No half-written sign-up: every stored account has its confirmation mail.
    const orphans = await queryEmbedded(
      dataDir,
      `select email from users u where email like 'kill%' and not exists
         (select 1 from send_emails m where m.usermail = u.email and m.type = '${CONFIRMATION_MAIL_TYPE}')`,
    );
    expect(orphans).toEqual([]);
  });

  it('refuses a damaged folder with a message naming npm run db:recover, which restores the backup', async () => {
    // A clean start backs up everything so far; a sign-up after it is not in the backup.
    server = await startServer(env);
    expect(
      (await server.gql(REGISTER, { input: overseasSignUp('after-backup@example.org') })).errors,
    ).toBeUndefined();
    expect(await server.stop()).toBe(0);
    // The disk loses the control file (a crash mid-write on a laptop can do this).
    writeFileSync(path.join(folder, 'global/pg_control'), Buffer.alloc(8192, 0x5a));

    const refused = await expectStartRefused(env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('cannot be opened');
    expect(refused.output).toContain('npm run db:recover');
    expect(refused.output).not.toMatch(/\n\s+at /);
    expect(existsSync(lock)).toBe(false); // a refusal releases the lock

    const recovered = await dbRecover(dataDir);
    expect(recovered.code).toBe(0);
    expect(recovered.output).toMatch(/Restored the backup taken at/);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite-damaged-'))).toBe(true);

    server = await startServer(env);
    for (const email of acknowledged) {
      const result = await server.gql<{ login: { jwt: string } }>(LOGIN, {
        identifier: email,
        password: 'secret2024',
      });
      expect([email, Boolean(result.data?.login?.jwt)]).toEqual([email, true]);
    }
    // What came after the backup is lost, as the message said.
    const lost = await server.gql<{ login: { jwt: string } }>(LOGIN, {
      identifier: 'after-backup@example.org',
      password: 'secret2024',
    });
    expect(lost.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(await server.stop()).toBe(0);
    expect((await dbRecover(dataDir)).output).toMatch(/opens normally: nothing to recover/);
  });
});
