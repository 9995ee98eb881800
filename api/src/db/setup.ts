import type { Knex } from 'knex';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { migrationConfig } from './migrations';
import { seedDemo } from './seeds/demo';
import { seedReference, type ReferenceSeedResult } from './seeds/reference';

/** Brings a database to the current schema and reference data; demo content once if asked. */
export async function migrateAndSeed(
  knex: Knex,
  config: Config,
  logger: Logger,
): Promise<ReferenceSeedResult> {
  const [, applied] = await knex.migrate.latest(migrationConfig);
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  const result = await seedReference(knex, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  if (config.SEED_DEMO && (await seedDemo(knex))) logger.info('demo content inserted');
  return result;
}
