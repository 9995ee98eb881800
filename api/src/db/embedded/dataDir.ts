// The embedded database's folder (DATA_DIR/pglite) kept safe for a newcomer's laptop
// (docs/decisions.md, "Embedded data folder"):
// - a lock file, so two processes never open one folder (PGlite would let both write it);
// - a copy at each clean start (DATA_DIR/pglite-backup), swapped in only once the folder opened;
// - after a crash PGlite's own WAL recovery runs at open; when the folder cannot be opened,
//   start-up refuses with a message naming `npm run db:recover`, which keeps the damaged folder
//   aside and restores the last backup (recover.ts).
import {
  cpSync,
  existsSync,
  linkSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const RECOVER_COMMAND = 'npm run db:recover';

export interface EmbeddedPaths {
  dataDir: string;
  folder: string;
  lock: string;
  backup: string;
}

export const embeddedPaths = (dataDir: string): EmbeddedPaths => ({
  dataDir,
  folder: path.join(dataDir, 'pglite'),
  lock: path.join(dataDir, 'pglite.lock'),
  backup: path.join(dataDir, 'pglite-backup'),
});

/** Refusals with a message for a person: main.ts prints it without a stack trace. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

interface LockContent {
  pid: number;
  host: string;
  startedAt: string;
}

function readLock(file: string): LockContent | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockContent;
  } catch {
    return null; // unreadable: a crash while it was written
  }
}

/** Whether the process that wrote the lock still runs (on this machine, and is not us). */
function holderAlive(lock: LockContent): boolean {
  if (lock.host !== hostname() || lock.pid === process.pid) return false;
  try {
    process.kill(lock.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A reused pid (a container restarted) belongs to something that is not a server of ours.
  try {
    return readFileSync(`/proc/${lock.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): believe the lock
  }
}

export interface HeldLock {
  /** True when the previous process ended without releasing the lock: a crash or kill. */
  previousCrashed: boolean;
  release(): void;
}

/**
 * Takes the folder's lock or refuses: written to a temporary file and hard-linked into place,
 * which fails when a lock exists, so two starting processes cannot both win. A lock whose
 * process is gone is taken over (and reported as a crash).
 */
export function acquireLock(paths: EmbeddedPaths): HeldLock {
  const content: LockContent = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const temp = `${paths.lock}.${process.pid}`;
  writeFileSync(temp, JSON.stringify(content));
  let previousCrashed = false;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(temp, paths.lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      }
      const holder = readLock(paths.lock);
      if (holder && holderAlive(holder)) {
        throw new EmbeddedDatabaseError(
          [
            `The embedded database in ${paths.folder} is in use by another process (pid ${holder.pid}, started ${holder.startedAt}).`,
            'Stop that server first: two processes must never open one database folder.',
            `If no server is running, delete ${paths.lock} and start again.`,
          ].join('\n'),
        );
      }
      // Its process is gone: it stopped without releasing the lock.
      previousCrashed = true;
      rmSync(paths.lock, { force: true });
    }
  } finally {
    rmSync(temp, { force: true });
  }
  return {
    previousCrashed,
    release() {
      const holder = readLock(paths.lock);
      if (holder?.pid === process.pid && holder.host === content.host) unlinkSync(paths.lock);
    },
  };
}

/** Whether the folder holds a database (PGlite creates an empty one otherwise). */
export const hasDatabase = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));

/** When the backup was taken, or null without one. */
export function backupTime(paths: EmbeddedPaths): Date | null {
  return hasDatabase(paths.backup) ? statSync(path.join(paths.backup, 'PG_VERSION')).mtime : null;
}

/**
 * Copies the folder (closed, after a clean stop) aside; `commit` makes the copy the backup once
 * the folder has opened, `discard` drops it when it did not (the older backup stays).
 */
export function stageBackup(paths: EmbeddedPaths): { commit(): void; discard(): void } {
  const partial = `${paths.backup}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(paths.folder, partial, { recursive: true });
  // The copy's PG_VERSION dates the backup.
  writeFileSync(path.join(partial, 'PG_VERSION'), readFileSync(path.join(paths.folder, 'PG_VERSION')));
  return {
    commit() {
      rmSync(paths.backup, { recursive: true, force: true });
      renameSync(partial, paths.backup);
    },
    discard() {
      rmSync(partial, { recursive: true, force: true });
    },
  };
}

/** The message when the folder cannot be opened. */
export function cannotOpenMessage(paths: EmbeddedPaths, reason: string, previousCrashed: boolean): string {
  const backup = backupTime(paths);
  return [
    `The embedded database in ${paths.folder} cannot be opened: ${reason}.`,
    previousCrashed ? 'The server was stopped without shutting down (a crash or kill).' : '',
    backup
      ? `Run \`${RECOVER_COMMAND}\` to keep the damaged folder aside and restore the backup taken at the last clean start (${backup.toISOString()}); changes made after it are lost.`
      : `There is no backup yet (one is taken at each clean start). \`${RECOVER_COMMAND}\` keeps the damaged folder aside and starts an empty database.`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** PGlite at most this long to open a folder (WAL recovery included) before it counts as unopenable. */
export const OPEN_TIMEOUT_MS = 120_000;

/** Opens the folder with PGlite, failing with the reason (also on a hang). */
export async function openFolder(folder: string): Promise<import('@electric-sql/pglite').PGlite> {
  // Loaded lazily so a server on real PostgreSQL never loads the WASM build.
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the trigram indexes of the lists' "contains" filters (migration list-indexes).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${OPEN_TIMEOUT_MS / 1000} s`)),
      OPEN_TIMEOUT_MS,
    );
  });
  try {
    const db = await Promise.race([PGlite.create({ dataDir: folder, extensions: { pg_trgm } }), timeout]);
    await Promise.race([db.query('select 1'), timeout]);
    return db;
  } finally {
    clearTimeout(timer);
  }
}
