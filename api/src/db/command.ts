// What the command-line tools (npm run organiser:reset, data-key:rotate) share: the server's
// database (DATABASE_URL, or the embedded one in DATA_DIR, locked while a server runs) at the
// current schema, and one message printed at the end.
import type { Knex } from 'knex';
import type { Config } from '../config';
import { startDatabase } from './database';
import { migrationConfig } from './migrations';

/** Runs fn on the configured database, migrated first, and closes it whatever happens. */
export async function withMigratedDatabase<T>(config: Config, fn: (knex: Knex) => Promise<T>): Promise<T> {
  const database = await startDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pool: config,
  });
  try {
    await database.knex.migrate.latest(migrationConfig);
    return await fn(database.knex);
  } finally {
    await database.stop();
  }
}

/** A tool's main: its message printed and exit 0, or a failure's message and exit 1. */
export function runCommand(main: () => Promise<string>): void {
  main().then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
