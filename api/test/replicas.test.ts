// Two API replicas on one PostgreSQL database (issue 8), as behind a load balancer: real server
// processes. A rate limit is one budget across both (not doubled), a session from one is valid on
// the other, every mail goes out once although both run a mail worker on the one queue, and a
// file uploaded through one is served by the other (both on one S3-compatible bucket, issue 23 §6).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKnex } from '../src/db/database';
import { png, upload } from './fileSamples';
import { overseasSignUp } from './fixtures';
import { startS3Server, type S3Server } from './s3Server';
import { startServer, type ServerProcess } from './serverProcess';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture';
import { waitForMailQueueDrain } from './mailQueueDrain';

jest.setTimeout(300_000);

const LOGIN = `mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { jwt } }`;

describe('two API replicas on one database', () => {
  let smtp: SmtpCapture;
  const dataDirs: string[] = [];
  let replicas: ServerProcess[] = [];
  // The one storage both replicas use: a bucket (s3rver here, S3 or MinIO in production).
  let s3: S3Server;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s3 = await startS3Server();
    const started = await Promise.allSettled(
      ['a', 'b'].map((name) => {
        // Each replica has its own disk, as on two machines; what they share is the database
        // and the configured JWT secret.
        const dataDir = mkdtempSync(path.join(tmpdir(), `replica-${name}-`));
        dataDirs.push(dataDir);
        return startServer({
          DATABASE_URL: process.env.DATABASE_URL as string,
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          JWT_SECRET: 'replica-test-secret-'.padEnd(48, 'x'),
          ...s3.env,
          // Other suites in this database spend 127.0.0.1's budget of free mutations.
          RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000',
          RATE_LIMIT_SIGN_UP_PER_ADDRESS: '100000',
          RATE_LIMIT_SIGN_UP_PER_DOMAIN: '100000',
        });
      }),
    );
    // A replica that failed to start must not leave the other running (its pipes would keep jest
    // from ever exiting).
    replicas = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    await smtp.close();
    await s3.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serve a file uploaded through one replica from the other', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const email = `replica-upload-${Date.now()}@example.org`;
    const registered = await a.gql<{ register: { jwt: string } }>(REGISTER, { input: overseasSignUp(email) });
    const token = registered.data?.register.jwt as string;
    const image = png(320, 200);
    const { status, body } = await upload(a.url, 'abstractImage', [{ name: 'figure.png', data: image }], {
      token,
    });
    expect(status).toBe(201);
    const [file] = body.files as { url: string }[];
    expect(s3.keys()).toHaveLength(1);
    // The link signed by one replica is valid on the other (one JWT_SECRET), as is the token; a
    // visitor gets nothing from either.
    const served = await fetch(b.url + String(file?.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    const bare = String(file?.url).replace(/\?.*$/, '');
    const byToken = await fetch(b.url + bare, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await byToken.arrayBuffer()).equals(image)).toBe(true);
    expect((await fetch(b.url + bare)).status).toBe(401);
  });

  it('share one rate-limit budget: 10 failed logins of an account across both, then both refuse', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const email = `replica-limit-${Date.now()}@example.org`;
    expect((await a.gql(REGISTER, { input: overseasSignUp(email) })).errors).toBeUndefined();
    for (let i = 0; i < 10; i += 1) {
      const result = await (i % 2 ? b : a).gql(LOGIN, { identifier: email, password: `Wrong${i}2024` });
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    // With counters in each process's memory each would allow 10 (20 in all): both refuse now.
    for (const replica of [a, b]) {
      const result = await replica.gql(LOGIN, { identifier: email, password: 'Wrong2024' });
      expect(result.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
  });

  it('accept a session from either replica on the other', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const email = `replica-session-${Date.now()}@example.org`;
    const signUp = await a.gql<{ register: { jwt: string } }>(REGISTER, { input: overseasSignUp(email) });
    const token = signUp.data?.register.jwt as string;
    const me = await b.gql<{ me: { email: string } }>(
      '{ me { email } }',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(me.data?.me.email).toBe(email);
  });

  it('send every mail once although both run a worker on the one queue', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const stamp = Date.now();
    const recipients = Array.from({ length: 30 }, (_, i) => `replica-mail-${stamp}-${i}@example.org`);
    // Sign-ups on both replicas at once: each queues its confirmation mail; both workers poll.
    await Promise.all(
      recipients.map(async (email, i) => {
        const result = await (i % 2 ? b : a).gql(REGISTER, { input: overseasSignUp(email) });
        expect(result.errors).toBeUndefined();
      }),
    );
    for (const email of recipients) await smtp.waitFor(email, /Subject:/, 60_000);
    // Nothing more may arrive: wait until neither worker holds or awaits a job of these mails (the
    // servers' default pg-boss schema, which other server suites of the run share).
    const knex = createKnex(process.env.DATABASE_URL as string, 1);
    try {
      const mails = await knex('send_emails').whereIn('usermail', recipients).pluck('id');
      expect(mails).toHaveLength(recipients.length);
      await waitForMailQueueDrain(knex, 'pgboss', { sendEmailIds: mails });
    } finally {
      await knex.destroy();
    }
    const counts = recipients.map((email) => smtp.mails.filter((m) => m.to.includes(email)).length);
    expect(counts).toEqual(recipients.map(() => 1));
  });
});
