import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { startDatabase, type Database } from '../../src/db/database';
import { migrationConfig } from '../../src/db/migrations';
import { shareTestDataKeys } from '../testDataKeys';

// Starts the embedded database the way main.ts does (no DATABASE_URL), migrates it and hands its
// loopback address to the tests; globalTeardown stops it.
export default async function globalSetup(): Promise<void> {
  shareTestDataKeys();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'congress-pglite-'));
  const database = await startDatabase({ dataDir });
  (globalThis as { __embedded?: { database: Database; dataDir: string } }).__embedded = { database, dataDir };
  process.env.PGLITE_TEST_DATABASE_URL = database.connectionString;
  // Migrated once here, as the PostgreSQL suite's globalSetup does: test files may run in parallel.
  const knex = knexFactory({ client: 'pg', connection: database.connectionString });
  await knex.migrate.latest(migrationConfig);
  await knex.destroy();
}
