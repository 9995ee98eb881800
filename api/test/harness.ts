// Starts the real HTTP app on an ephemeral port against the run's database, with one request
// helper per kind of caller (visitor, member, admin).
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { ROLE_ADMIN, ROLE_MEMBER } from '@congress/domain';
import { createApp } from '../src/app';
import { migrationConfig } from '../src/db/migrations';
import { loadConfig, type Config } from '../src/config';
import { createKnex } from '../src/db/database';
import { EMBEDDED_ACQUIRE_TIMEOUT_MS } from '../src/db/unavailable';
import { seedReference } from '../src/db/seeds/reference';
import { seedSiteSettings } from '../src/modules/settings/settings.lookup';
import { createLogger } from '../src/logger';
import { hashPassword } from '../src/modules/auth/password';
import { configuredPoints, createRateLimits } from '../src/modules/auth/rateLimits';
import { createTokenService, type TokenService } from '../src/modules/auth/tokens';
import { uploadStorageOf } from '../src/modules/files/files.storage';
import { startMailQueue, type MailQueue } from '../src/modules/mail/mail.queue';
import { createMailTransport } from '../src/modules/mail/mail.transport';
import { TestClock } from './clock';
import { waitForMailQueueDrain } from './mailQueueDrain';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture';

export interface GraphQLResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: unknown }; path?: unknown }[];
}

/**
 * The tests' handle on the database, its rows untyped: a test reads back what the API wrote and
 * compares it with GraphQL's answers (ids as strings), row by row; the API's own queries are typed
 * (generated/tables.ts).
 */
export type TestKnex = ((table: string) => ReturnType<typeof anyTable>) & Knex;
// knex(name) for a name that is any string: the builder without the table map's row type.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only read by TestKnex's type above
function anyTable(knex: Knex, table: string) {
  return knex(table);
}

export interface Harness {
  url: string;
  knex: TestKnex;
  config: Config;
  tokens: TokenService;
  smtp: SmtpCapture;
  mail: MailQueue;
  /** Resolves once this harness's mail queue has no job left that could still send a mail. */
  mailQueueDrained(): Promise<void>;
  /** The API's clock: `h.clock.advanceDays(400)` moves the server a year ahead. */
  clock: TestClock;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: object,
    token?: string,
  ): Promise<GraphQLResult<T>>;
  createUser(
    overrides?: Record<string, unknown>,
    role?: string,
  ): Promise<{ id: number; email: string; token: string }>;
  close(): Promise<void>;
}

/** The environment's first values of the site settings (issue 28 §4): one row every suite reads. */
const SETTING_VARIABLES = [
  'REGISTRATION_OPENS_AT',
  'REGISTRATION_CLOSES_AT',
  'ABSTRACT_SUBMISSION_START',
  'ABSTRACT_SUBMISSION_END',
  'SPEAKER_UPLOAD_DEADLINE',
  'PRESENTATION_UPLOAD_DEADLINE',
  'PAYMENT_USD_KRW_RATE',
];

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  // Other dates than the shared database's are another database's first values: a suite asking
  // for them gets a database of its own, as a fresh installation with that environment would.
  if (!env.DATABASE_URL && SETTING_VARIABLES.some((name) => name in env)) return startIsolatedHarness(env);
  // The port first: a production-mode harness needs its address as PUBLIC_URL.
  const server: Server = await new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const production = (env.NODE_ENV ?? process.env.NODE_ENV) === 'production';
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Each harness stores uploads in a folder of its own, never the repository's .data.
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'congress-uploads-')),
    // Production mode needs a gateway and the site's address: the emulator, as the demo asks.
    ...(production ? { PAYMENT_GATEWAY: 'emulator', PUBLIC_URL: url } : {}),
    ...env,
  });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  // The production pool settings (timeouts included), smaller unless the suite sets the size: test
  // files run in parallel on one PostgreSQL.
  // The embedded suites (jest.pglite.config.cjs) wait for a connection as the embedded server does.
  const embedded = config.DATABASE_URL === process.env.PGLITE_TEST_DATABASE_URL;
  const knex = createKnex(
    config.DATABASE_URL as string,
    env.DATABASE_POOL_MAX ? config.DATABASE_POOL_MAX : 5,
    logger,
    embedded ? EMBEDDED_ACQUIRE_TIMEOUT_MS : config.DATABASE_ACQUIRE_TIMEOUT_MS,
  );
  await seedReference(knex, { email: config.ADMIN_EMAIL, password: 'AdminPass2024' });
  const clock = new TestClock();
  await seedSiteSettings({ knex, config, clock });
  const tokens = createTokenService('test-secret-'.padEnd(48, 'x'), '1h');
  // Mails go through the real queue and real SMTP to a capturing server.
  const smtp = await startSmtpCapture();
  const transport = createMailTransport({
    smtpUrl: smtp.url,
    outboxDir: '/nonexistent',
    from: config.MAIL_FROM,
  });
  // Test files run in parallel on one database: each harness's worker serves only its own jobs.
  const mailSchema = `pgboss_${randomUUID().slice(0, 8)}`;
  const mail = await startMailQueue({
    connectionString: config.DATABASE_URL as string,
    knex,
    transport,
    logger,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    retryLimit: config.MAIL_RETRY_LIMIT,
    sweepIntervalSeconds: config.MAIL_SWEEP_INTERVAL_SECONDS,
    sweepMaxAgeHours: config.MAIL_SWEEP_MAX_AGE_HOURS,
    // The storage the configuration names, as main.ts does (local disk, or S3 in the S3 suites).
    storage: uploadStorageOf(config),
    schema: mailSchema,
  });
  // Counters in the shared table, as in production; each harness has its own keys (test files
  // run in parallel on one database, all from 127.0.0.1).
  const limits = createRateLimits({
    knex,
    namespace: `t${randomUUID().slice(0, 8)}:`,
    points: configuredPoints(config),
  });
  const { handle, stop } = await createApp({ config, knex, logger, tokens, mail, limits, clock });
  server.on('request', handle);

  return {
    url,
    knex,
    config,
    tokens,
    smtp,
    mail,
    mailQueueDrained: () => waitForMailQueueDrain(knex, mailSchema),
    clock,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return res.json() as Promise<GraphQLResult<never>>;
    },
    async createUser(overrides = {}, role = ROLE_MEMBER) {
      const email = `user-${randomUUID()}@example.org`;
      const roleRow = await knex('roles').where({ name: role }).first('id');
      const [row] = await knex('users')
        .insert({
          username: email,
          email,
          password: await hashPassword('Password2024'),
          givenName: 'Test',
          familyName: 'User',
          role_id: roleRow!.id,
          // Existing tests mean a member whose address is confirmed; pass confirmed: false for the other.
          confirmed: true,
          ...overrides,
        })
        .returning(['id', 'email', 'password_changed_at']);
      return { id: row!.id, email: row!.email, token: await tokens.sign(row!) };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await mail.stop();
      transport.close();
      await smtp.close();
      await knex.destroy();
    },
  };
}

export const asAdminRole = ROLE_ADMIN;

/**
 * A harness on a database of its own (created and migrated here, dropped on close), for suites
 * that change what every other suite reads: the fuzz and authorisation suites create and edit
 * mail templates, automatic-sending settings and popups, and the suites running beside them on
 * the run's shared database would then mail with a fuzzed template.
 */
export async function startIsolatedHarness(env: Record<string, string> = {}): Promise<Harness> {
  const base = new URL(process.env.DATABASE_URL as string);
  const name = `${base.pathname.slice(1)}_${randomUUID().slice(0, 8)}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const admin = knexFactory({ client: 'pg', connection: adminUrl.toString() });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const migrator = knexFactory({ client: 'pg', connection: url.toString() });
  await migrator.migrate.latest(migrationConfig);
  await migrator.destroy();
  const h = await startHarness({ ...env, DATABASE_URL: url.toString() });
  return {
    ...h,
    async close() {
      await h.close();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}
