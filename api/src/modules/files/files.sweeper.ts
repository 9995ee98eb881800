// Removes files nothing refers to (issue 23 §2; docs/decisions.md, "Private files, file retention
// and object storage"). Every run: the private files of accounts deleted more than
// ACCOUNT_FILE_RETENTION_DAYS ago are let go; files found unreferenced are stamped; files
// unreferenced for longer than UPLOAD_GRACE_HOURS (replaced CVs and presentations, images removed
// from a form, unclaimed free uploads) are deleted, row and stored object. Safe with several
// replicas: each deletion re-checks the references and locks its rows (skip locked).
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import { releaseAbstractFilesOf } from '../abstracts/abstracts.lookup';
import { accountsDeletedBefore } from '../members/members.lookup';
import { releaseSpeakerFilesOf } from '../speakers/speakers.lookup';
import { deleteOrphans, markOrphans } from './files.repository';
import type { FileStorage } from './files.storage';

const HOUR_MS = 3600_000;
/** Rows deleted (and objects removed) per transaction. */
const BATCH = 100;

export interface FileSweepOptions {
  knex: Knex;
  storage: FileStorage;
  logger: Logger;
  graceHours: number;
  retentionDays: number;
}

export interface FileSweepResult {
  /** References to deleted accounts' files dropped. */
  released: number;
  /** Files newly found unreferenced. */
  marked: number;
  /** Files deleted. */
  removed: number;
}

/**
 * Lets go of the private files of accounts deleted before `deletedBefore`: their speaker record's
 * files, their abstracts' images and presentations (each asked of the module owning the table).
 * The files are then unreferenced, and the sweep removes them after the grace period. Returns how
 * many references were dropped.
 */
function releaseFilesOfDeletedAccounts(knex: Knex, deletedBefore: Date): Promise<number> {
  const gone = accountsDeletedBefore(knex, deletedBefore);
  return knex.transaction(
    async (trx) =>
      (await releaseSpeakerFilesOf(trx, gone.clone())) + (await releaseAbstractFilesOf(trx, gone.clone())),
  );
}

export async function sweepFiles(options: FileSweepOptions, now: Date): Promise<FileSweepResult> {
  const { knex, storage } = options;
  const released = await releaseFilesOfDeletedAccounts(
    knex,
    new Date(now.getTime() - options.retentionDays * 24 * HOUR_MS),
  );
  const marked = await markOrphans(knex, now);
  const before = new Date(now.getTime() - options.graceHours * HOUR_MS);
  let removed = 0;
  for (;;) {
    // The objects go inside the rows' transaction: a removal that fails keeps the rows (tried
    // again next run); a commit that fails after it leaves rows of gone, unreferenced files,
    // which the next run deletes. Nothing stays stored without a row.
    const keys = await knex.transaction(async (trx) => {
      const batch = await deleteOrphans(trx, before, BATCH);
      for (const key of batch) await storage.remove(key);
      return batch;
    });
    removed += keys.length;
    if (keys.length < BATCH) break;
  }
  if (released || removed)
    options.logger.info({ released, marked, removed }, 'unreferenced uploaded files removed');
  return { released, marked, removed };
}

/** Runs the sweep every `intervalSeconds` (one at a time in this process). */
export function startFileSweeper(options: FileSweepOptions & { clock: Clock; intervalSeconds?: number }): {
  stop(): Promise<void>;
} {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      running = running.then(() =>
        sweepFiles(options, options.clock.now()).catch((error: unknown) =>
          options.logger.error({ err: error }, 'file sweeper failed'),
        ),
      );
    },
    (options.intervalSeconds ?? 3600) * 1000,
  );
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
