// Production entry: configuration, database (real or embedded), migrations and seeds, then HTTP.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { DataKeyError, loadKeyring, setDataKeys } from './crypto/dataKeys';
import { systemClock } from './clock';
import { assertServerStartable, ConfigError, demoEnvironment, loadConfig } from './config';
import { startDatabase } from './db/database';
import { EmbeddedDatabaseError } from './db/embedded/dataDir';
import { migrateAndSeed } from './db/setup';
import { assertKeysReadDatabase } from './db/dataKeyRotation';
import { createLogger } from './logger';
import { configuredPoints, createRateLimits } from './modules/auth/rateLimits';
import { createTokenService } from './modules/auth/tokens';
import { uploadStorageOf } from './modules/files/files.storage';
import { startFileSweeper } from './modules/files/files.sweeper';
import { startPaySweeper } from './modules/pays/pays.service';
import { startMailQueue } from './modules/mail/mail.queue';
import { scheduleRetention } from './modules/retention/retention.job';
import { createMailTransport } from './modules/mail/mail.transport';
import { logUnhandledRejections } from './processGuards';
import { persistentSecret } from './secrets';
import { startupSummary } from './startupSummary';

/**
 * Takes the port before anything else: a port in use ends the start with a clear message before
 * the database, the organiser's password or the mail queue are touched. Until the app is ready,
 * requests are answered 503.
 */
async function takePort(port: number, host: string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
    res.end(JSON.stringify({ ok: false, code: 'UNAVAILABLE' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

class PortUnavailable extends Error {}

async function main(): Promise<void> {
  // `--demo` (npm run demo, the quick start): the payment emulator and a local address unless set.
  const config = loadConfig(process.argv.includes('--demo') ? demoEnvironment(process.env) : process.env);
  assertServerStartable(config);
  const logger = createLogger(config.LOG_LEVEL);
  logUnhandledRejections(logger);
  const server = await takePort(config.PORT, config.HOST).catch((error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? 'is in use by another program: stop it, or set PORT to a free port'
        : `cannot be opened (${error.code ?? error.message})`;
    throw new PortUnavailable(`Port ${config.PORT} on ${config.HOST} ${reason}.`);
  });
  const database = await startDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    logger,
    pool: config,
  });
  logger.info({ embedded: database.embedded }, database.embedded ? 'embedded PGlite database' : 'PostgreSQL');

  // The data key before the migrations: one of them encrypts the passport numbers stored in clear.
  const dataKeys = loadKeyring({ dataDir: config.DATA_DIR, fromEnv: config.DATA_ENCRYPTION_KEYS });
  setDataKeys(dataKeys);
  const seeded = await migrateAndSeed(database.knex, config, logger);
  await assertKeysReadDatabase(database.knex, dataKeys.keyring);
  const tokens = createTokenService(
    persistentSecret(config.DATA_DIR, 'jwt-secret', config.JWT_SECRET),
    config.JWT_EXPIRES_IN,
  );
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    from: config.MAIL_FROM,
  });
  if (transport.kind === 'outbox') logger.info('no SMTP_URL: mails are written to DATA_DIR/outbox');
  const mail = await startMailQueue({
    connectionString: database.connectionString,
    knex: database.knex,
    transport,
    logger,
    retryLimit: config.MAIL_RETRY_LIMIT,
    sweepIntervalSeconds: config.MAIL_SWEEP_INTERVAL_SECONDS,
    sweepMaxAgeHours: config.MAIL_SWEEP_MAX_AGE_HOURS,
    storage: uploadStorageOf(config),
  });
  // Unreferenced uploads and deleted accounts' files (docs/decisions.md, file retention).
  const fileSweeper = startFileSweeper({
    knex: database.knex,
    storage: uploadStorageOf(config),
    logger,
    clock: systemClock,
    graceHours: config.UPLOAD_GRACE_HOURS,
    retentionDays: config.ACCOUNT_FILE_RETENTION_DAYS,
  });
  // Personal data past its period (docs/decisions.md, issue 39 retention): a daily pg-boss job.
  await scheduleRetention({ knex: database.knex, clock: systemClock, mail, logger, config });
  // Virtual accounts past their deposit deadline expire (docs/decisions.md "Ways to pay").
  const paySweeper = startPaySweeper({ knex: database.knex, logger, clock: systemClock });
  const { handle, stop } = await createApp({
    config,
    knex: database.knex,
    databaseWrites: database.writeGeneration,
    logger,
    tokens,
    mail,
    // Shared by every replica on PostgreSQL; embedded mode is one process and counts in memory.
    limits: createRateLimits({
      knex: database.embedded ? undefined : database.knex,
      points: configuredPoints(config),
    }),
  });

  // Stop cleanly from here on: whoever waits for the "listening" line may signal at once.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // Never hang on the way out: whatever has not closed by then is abandoned.
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000).unref();
    server.close();
    server.closeAllConnections();
    const step = async (name: string, close: () => Promise<unknown> | unknown) => {
      try {
        logger.debug({ step: name }, 'closing');
        await close();
      } catch (error) {
        logger.error({ err: error, step: name }, 'shutdown step failed');
      }
    };
    await step('graphql and page rendering', stop);
    await step('mail queue', () => mail.stop());
    await step('file sweeper', () => fileSweeper.stop());
    await step('pay sweeper', () => paySweeper.stop());
    await step('mail transport', () => transport.close());
    await step('database', () => database.stop());
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  server.removeAllListeners('request');
  server.on('request', handle);
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  const { gateway } = config;
  logger.info({ url, payments: gateway?.mode }, 'congress platform listening');
  // Last, after every other start-up line, so it stays on screen.
  console.log(
    startupSummary({
      url,
      adminEmail: config.ADMIN_EMAIL,
      generatedAdminPassword: seeded.generatedAdminPassword,
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      smtpUrl: config.SMTP_URL,
      payments: gateway?.mode === 'kg' ? gateway : { mode: 'emulator' },
      uploads:
        config.STORAGE_DRIVER === 's3'
          ? { driver: 's3', bucket: config.S3_BUCKET ?? '', endpoint: config.S3_ENDPOINT }
          : { driver: 'local', dir: config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads') },
    }),
  );
}

main().catch((error) => {
  // A refusal meant for a person (configuration, a taken port, the embedded folder locked or
  // damaged): its message, no stack.
  const forPerson =
    error instanceof EmbeddedDatabaseError ||
    error instanceof PortUnavailable ||
    error instanceof ConfigError ||
    error instanceof DataKeyError;
  console.error(forPerson ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
});
