import { rmSync } from 'node:fs';
import type { Database } from '../../src/db/database';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __embedded?: { database: Database; dataDir: string } }).__embedded;
  if (!embedded) return;
  await embedded.database.stop();
  rmSync(embedded.dataDir, { recursive: true, force: true });
}
