import type { Knex } from 'knex';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { migrationConfig } from './migrations';
import { uploadStorageOf } from '../modules/files/files.storage';
import { seedDemo } from './seeds/demo';
import { seedDemoProgramme } from './seeds/demo/programme';
import { seedDemoCredits } from './seeds/demo/credits';
import { systemClock } from '../clock';
import { seedReference, type ReferenceSeedResult } from './seeds/reference';
import { seedSiteSettings } from '../modules/settings/settings.lookup';

/** Any constant, the same in every replica: the key of the start-up lock. */
const STARTUP_LOCK = 20_240_301;

/**
 * Runs fn while holding a PostgreSQL advisory lock on a connection of its own, so replicas
 * starting together on a fresh database migrate and seed one after another: without it, knex's
 * migration tables and the first organiser were created twice and one replica exited.
 */
async function oneAtATime<T>(knex: Knex, fn: () => Promise<T>): Promise<T> {
  const connection = await knex.client.acquireConnection();
  try {
    await knex.raw('SELECT pg_advisory_lock(?)', [STARTUP_LOCK]).connection(connection);
    try {
      return await fn();
    } finally {
      await knex.raw('SELECT pg_advisory_unlock(?)', [STARTUP_LOCK]).connection(connection);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

/** Brings a database to the current schema and reference data; demo content once if asked. */
export async function migrateAndSeed(
  knex: Knex,
  config: Config,
  logger: Logger,
): Promise<ReferenceSeedResult> {
  // Embedded mode is one process (its folder is locked), and its single session would share the lock.
  const run = config.DATABASE_URL
    ? <T>(fn: () => Promise<T>) => oneAtATime(knex, fn)
    : <T>(fn: () => Promise<T>) => fn();
  return run(async () => {
    const [, applied] = await knex.migrate.latest(migrationConfig);
    if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
    const result = await seedReference(knex, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    // The dates and rate: the environment's values on a database's first start only.
    if (await seedSiteSettings({ knex, config, clock: systemClock }))
      logger.info('site settings set from the environment (organisers change them in the back office)');
    if (config.SEED_DEMO && (await seedDemo(knex, uploadStorageOf(config))))
      logger.info('demo content inserted');
    if (config.SEED_DEMO && (await seedDemoProgramme(knex, { config, clock: systemClock })))
      logger.info('demo programme inserted and published');
    if (config.SEED_DEMO && (await seedDemoCredits(knex)))
      logger.info('demo credit days set (KMA: 6, 6, 3 points)');
    return result;
  });
}
