// `npm run db:recover`: repairs the embedded database folder that start-up refused to open
// (docs/decisions.md, "Embedded data folder"). The damaged folder is kept aside, never deleted;
// the backup of the last clean start takes its place (or, without one, the next start begins
// with an empty database). Refuses while a server holds the folder.
import { cpSync, existsSync, renameSync } from 'node:fs';
import { loadConfig } from '../../config';
import {
  acquireLock,
  backupTime,
  embeddedPaths,
  EmbeddedDatabaseError,
  hasDatabase,
  openFolder,
} from './dataDir';

export async function recoverEmbedded(dataDir: string): Promise<string> {
  const paths = embeddedPaths(dataDir);
  const lock = acquireLock(paths);
  try {
    if (hasDatabase(paths.folder)) {
      try {
        const db = await openFolder(paths.folder);
        await db.close();
        return `The embedded database in ${paths.folder} opens normally: nothing to recover.`;
      } catch {
        // damaged: recovered below
      }
    }
    const aside = `${paths.folder}-damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    if (existsSync(paths.folder)) renameSync(paths.folder, aside);
    const kept = existsSync(aside) ? ` The damaged folder is kept at ${aside}.` : '';
    const taken = backupTime(paths);
    if (!taken) {
      return `No backup exists: the next start creates an empty database in ${paths.folder}.${kept}`;
    }
    cpSync(paths.backup, paths.folder, { recursive: true });
    const db = await openFolder(paths.folder).catch((error: unknown) => {
      throw new EmbeddedDatabaseError(
        `The backup in ${paths.backup} does not open either (${String(error)}).${kept}`,
      );
    });
    await db.close();
    return `Restored the backup taken at ${taken.toISOString()} into ${paths.folder}; changes made after it are lost.${kept}`;
  } finally {
    lock.release();
  }
}

if (require.main === module) {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'db:recover repairs the embedded database (DATA_DIR); DATABASE_URL is set, so there is none.',
    );
    process.exit(1);
  }
  recoverEmbedded(config.DATA_DIR).then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof EmbeddedDatabaseError ? error.message : error);
      process.exit(1);
    },
  );
}
