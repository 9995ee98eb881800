// Killing the server (SIGKILL) in the middle of a burst of sign-ups loses nothing that was
// acknowledged and leaves no half-written account, on PostgreSQL and on the embedded database:
// after a restart every sign-up answered with a token is there with its confirmation mail, and it
// can log in; no stored sign-up lacks its mail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { CONFIRMATION_MAIL_TYPE } from '../src/modules/mail/mail.service';
import {
  embeddedEnv,
  queryEmbedded,
  signUpsUntilKilled,
  startServer,
  type ServerProcess,
} from './serverProcess';

jest.setTimeout(300_000);

const LOGIN = `mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt } }`;
// The burst is far over a visitor's budget of free mutations: this test is about the writes.
const GENEROUS = {
  RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000',
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: '100000',
  RATE_LIMIT_SIGN_UP_PER_DOMAIN: '100000',
};

async function loginFails(server: ServerProcess, emails: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const email of emails) {
    const result = await server.gql<{ login: { jwt: string } }>(LOGIN, {
      identifier: email,
      password: 'secret2024',
    });
    if (!result.data?.login?.jwt) failed.push(email);
  }
  return failed;
}

it('keeps every acknowledged sign-up when killed mid-write (embedded database)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  const env = { ...embeddedEnv(dataDir), ...GENEROUS };
  let server = await startServer(env);
  try {
    const { acknowledged, tried } = await signUpsUntilKilled(server, 'crash', 4000);
    expect(acknowledged.length).toBeGreaterThan(5);

    server = await startServer(env);
    expect(await loginFails(server, acknowledged)).toEqual([]);
    expect(await server.stop()).toBe(0);

    const list = tried.map((e) => `'${e}'`).join(',');
    const users = await queryEmbedded<{ email: string }>(
      dataDir,
      `select email from users where email in (${list})`,
    );
    const mails = await queryEmbedded<{ usermail: string }>(
      dataDir,
      `select distinct usermail from send_emails where type = '${CONFIRMATION_MAIL_TYPE}' and usermail in (${list})`,
    );
    expect(mails.map((m) => m.usermail).sort()).toEqual(users.map((u) => u.email).sort());
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it('keeps every acknowledged sign-up when killed mid-write (PostgreSQL)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-pg-'));
  const env = { DATABASE_URL: process.env.DATABASE_URL as string, DATA_DIR: dataDir, ...GENEROUS };
  let server = await startServer(env);
  const knex = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL });
  try {
    const prefix = `crash-pg-${Date.now()}`;
    const { acknowledged, tried } = await signUpsUntilKilled(server, prefix, 4000);
    expect(acknowledged.length).toBeGreaterThan(5);

    server = await startServer(env);
    expect(await loginFails(server, acknowledged)).toEqual([]);
    const users = (await knex('users').whereIn('email', tried).pluck('email')) as string[];
    const mailed = (await knex('send_emails')
      .whereIn('usermail', tried)
      .where({ type: CONFIRMATION_MAIL_TYPE })
      .distinct()
      .pluck('usermail')) as string[];
    expect(mailed.sort()).toEqual(users.sort());
  } finally {
    await knex.destroy();
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
