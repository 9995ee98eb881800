// Starts the production server for the browser tests on a fresh PostgreSQL database.
// Each remote is served from a deployed copy (support/env.json deployedRemotesDir/<remote>), so a
// test can rebuild and redeploy one remote alone, as a deployment would, while the host and the
// other remotes stay untouched.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(e2eDir, '..');
const env = JSON.parse(readFileSync(path.join(e2eDir, 'support/env.json'), 'utf8'));
const E2E_SERVER_INFO = path.join(e2eDir, env.serverInfoFile);
const REMOTES = ['public', 'mypage', 'admin'];
const deployedRemoteDir = (remote) => path.join(e2eDir, env.deployedRemotesDir, remote);
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `congress_e2e_${Date.now()}_${process.pid}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${dbName}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${dbName}`;

for (const remote of REMOTES) {
  rmSync(deployedRemoteDir(remote), { recursive: true, force: true });
  cpSync(path.join(repo, `remotes/${remote}/dist`), deployedRemoteDir(remote), { recursive: true });
}

// A real SMTP server receives the product's mails; each is written to MAIL_DIR for the tests.
const mailDir = path.join(e2eDir, env.mailDir);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
      writeFileSync(
        path.join(mailDir, `${String(received).padStart(4, '0')}-${to}.eml`),
        Buffer.concat(chunks),
      );
      done();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// A configured registration window (not the spec's, not the demo's default): open now, from 09:30
// twenty days ago to 18:00 in 300 days, Korea time. The fee pages must print this one
// (tests/registration-window.spec.ts), the one the API enforces.
const kstDay = (days) => new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
const registrationWindow = {
  REGISTRATION_OPENS_AT: `${kstDay(-20)}T09:30:00+09:00`,
  REGISTRATION_CLOSES_AT: `${kstDay(300)}T18:00:00+09:00`,
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'congress-e2e-'));
const serverEnv = {
  PORT: process.env.E2E_PORT ?? '8181',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl.toString(),
  DATA_DIR: dataDir,
  ADMIN_EMAIL: env.admin.email,
  ADMIN_PASSWORD: env.admin.password,
  JWT_SECRET: env.jwtSecret,
  // The key of encrypted passport numbers (issue 39 §2), for this server and the replicas the
  // journeys start on its database (csp.spec): each would otherwise make its own in its DATA_DIR.
  DATA_ENCRYPTION_KEYS: `1:${randomBytes(32).toString('base64')}`,
  STATIC_DIR_PUBLIC: deployedRemoteDir('public'),
  STATIC_DIR_MYPAGE: deployedRemoteDir('mypage'),
  STATIC_DIR_ADMIN: deployedRemoteDir('admin'),
  SEED_DEMO: 'true',
  // Production with the emulator asked for (a production start never mounts it by itself).
  PAYMENT_GATEWAY: 'emulator',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '8181'}`,
  ...registrationWindow,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
  LOG_LEVEL: 'warn',
  // Every spec's sign-ups come from 127.0.0.1 within the hour: far over a visitor's sign-up
  // budget (the limits themselves: api/test/signUpLimits.test.ts).
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: '10000',
  RATE_LIMIT_SIGN_UP_PER_DOMAIN: '10000',
};

// The tests reach the same database for their data factories; a test that starts a second server
// on it (csp.spec.ts: a host on another origin) starts it with the same settings.
mkdirSync(path.dirname(E2E_SERVER_INFO), { recursive: true });
writeFileSync(E2E_SERVER_INFO, JSON.stringify({ databaseUrl: databaseUrl.toString(), serverEnv }));

const server = spawn(process.execPath, [path.join(repo, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: { ...process.env, ...serverEnv },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  smtp.close();
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => console.error(e));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
server.on('exit', (code) => stop(code ?? 1));
