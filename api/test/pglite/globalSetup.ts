import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDatabase, type Database } from '../../src/db/database';

// Starts the embedded database the way main.ts does (no DATABASE_URL) and hands its loopback
// address to the tests; globalTeardown stops it.
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'congress-pglite-'));
  const database = await startDatabase({ dataDir });
  (globalThis as { __embedded?: { database: Database; dataDir: string } }).__embedded = { database, dataDir };
  process.env.PGLITE_TEST_DATABASE_URL = database.connectionString;
}
