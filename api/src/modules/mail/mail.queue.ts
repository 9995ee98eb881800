// Durable mail delivery: each mail is a send_emails row (written in the caller's transaction)
// plus a pg-boss job enqueued through that same transaction, so the job exists only if the
// data it mails about was committed.
//
// Throughput and order (docs/decisions.md, "Mail delivery"): the worker takes jobs in batches,
// highest priority first, claims a batch's mails in one statement, sends them in parallel over
// pooled SMTP connections and records those sent in one statement; a full batch is followed at
// once by the next. Mails a person is waiting for (codes, confirmation
// links) have the highest priority, so they overtake any backlog of bulk mail. A failed mail
// is logged with its reason, recorded in its row and retried with exponential backoff; a claim
// on the row keeps two workers from sending one mail.
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import type { MailType } from '@congress/domain';
import { CONNECT_TIMEOUT_MS } from '../../db/unavailable';
import type { Logger } from '../../logger';
import type { FileStorage } from '../files/files.storage';
import { findFilesByIds } from '../files/files.lookup';
import { claimForDelivery, markFailed, markSent } from './mail.repository';
import { sweepGivenUpMails } from './mail.sweeper';
import { SMTP_POOL_SIZE, type MailTransport } from './mail.transport';
import { guardPgBossCompletion } from './pgBossCompletion';

export const MAIL_QUEUE = 'mail-send';

/** pg-boss checks a stopping worker once a second (manager.offWork), plus a margin. */
const WORKER_REMOVAL_CHECK_MS = 1_100;

/** Higher goes first. A person waits for these at the screen. */
export const MAIL_PRIORITY: Record<MailType, number> = {
  FIND_PASSWORD: 20,
  SIGN_UP: 20,
  EVENT_REGISTRATION: 10,
  REGISTRATION_EDIT: 10,
  PAYMENT_REQUEST: 10,
  SPONSOR_APPLICATION: 10,
  VISA_LETTER_DECISION: 10,
  PAYMENT_RECEIPT: 10,
  PROGRAMME_SLOT_MOVED: 5,
  ABSTRACT_ACCEPTED: 5,
  ABSTRACT_REJECTED: 5,
  REVIEW_REMINDER: 5,
  CREDITS_EXPECTED: 5,
  LOGIN_ALERT: 20,
  SECOND_FACTOR_CHANGED: 20,
  VIRTUAL_ACCOUNT: 10,
  ABSTRACT_REGISTRATION: 10,
  ABSTRACT_EDIT: 10,
  USER_INFO_EDIT: 10,
  MANUAL: 0,
};

const BATCH_SIZE = 50;

/** A mail's attachments (send_emails.files: upload_files ids), read from the file storage. */
async function attachmentsOf(knex: Knex, storage: FileStorage | undefined, files: unknown) {
  const ids = Array.isArray(files)
    ? files.map((f) => Number((f as { id?: unknown }).id)).filter(Number.isInteger)
    : [];
  if (!ids.length) return undefined;
  if (!storage) throw new Error('mail attachments need the file storage');
  const rows = await findFilesByIds(knex, ids);
  return Promise.all(
    rows.map(async (row) => {
      const content = await storage.read(row.path);
      if (!content) throw new Error(`attachment ${row.id} is missing from storage`);
      return { filename: row.name, content, contentType: row.mime ?? undefined };
    }),
  );
}

export interface MailQueue {
  /**
   * Enqueues delivery of a send_emails row inside the caller's transaction, as the job the row
   * was inserted with (insertSendEmail gives each row its job's id up front: no second write).
   */
  enqueue(
    trx: Knex.Transaction,
    mail: { id: number; jobId: string },
    type?: MailType,
    options?: { startAfterSeconds?: number },
  ): Promise<void>;
  /**
   * Runs `work` on a cron schedule (Korea time) through pg-boss: one run per tick across every
   * replica (pg-boss's schedule sends one job; one worker takes it). Used by the retention job.
   */
  schedule(name: string, cron: string, work: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss runs its SQL on the transaction's own connection (no second connection: see stack notes). */
function transactionExecutor(trx: Knex.Transaction): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const connection = await trx.client.acquireConnection();
      return connection.query(text, values);
    },
  };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

/**
 * Creates the mail queue (or updates its retry policy). Replicas starting together on a fresh
 * database run pg-boss's queue creation at once, which PostgreSQL may end in a deadlock for one
 * of them (seen in the two-replica test): that replica retries instead of exiting.
 */
async function createQueueOnce(
  boss: PgBoss,
  retry: Omit<PgBoss.Queue, 'name'>,
  name: string = MAIL_QUEUE,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { name, ...retry });
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 40P01 deadlock, 23505 the other replica inserted the queue row first.
      if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function startMailQueue(options: {
  connectionString: string;
  knex: Knex;
  transport: MailTransport;
  logger: Logger;
  /** Seconds between polls when the queue is empty. */
  pollingIntervalSeconds?: number;
  /** Seconds before the first retry of a failed mail (doubling after each failure). */
  retryDelaySeconds?: number;
  /** Retries before the queue gives a mail up (then the sweeper queues it again); default 8. */
  retryLimit?: number;
  /** Seconds between sweeps for given-up mails (mail.sweeper.ts); default 300. */
  sweepIntervalSeconds?: number;
  /** Given-up mails older than this are left to the organisers; default 48. */
  sweepMaxAgeHours?: number;
  /** pg-boss's schema (default pgboss); tests give each server its own queue. */
  schema?: string;
  /** Where uploaded files live: mail attachments are read from it. */
  storage?: FileStorage;
}): Promise<MailQueue> {
  const { knex, transport, logger } = options;
  // pg-boss hands its options to pg's Pool (its types omit the pool's own settings): a database
  // that does not answer fails the poll (retried) instead of hanging the worker.
  const bossOptions: PgBoss.ConstructorOptions & { connectionTimeoutMillis: number } = {
    connectionString: options.connectionString,
    max: 3,
    schema: options.schema,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  };
  guardPgBossCompletion(logger);
  const boss = new PgBoss(bossOptions);
  boss.on('error', (error) => logger.error({ err: error }, 'mail queue error'));
  await boss.start();
  const retry = {
    retryLimit: options.retryLimit ?? 8,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
  };
  try {
    await createQueueOnce(boss, retry);
  } catch (error) {
    // A started boss polls and keeps timers: one that cannot be used is stopped, not left running
    // (a test run on a loaded machine crashed on such a boss's timer after the suite had ended).
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    throw error;
  }

  type MailJob = PgBoss.Job<{ sendEmailId: number }>;
  /** A database fault (not a refused mail): the jobs are retried like a failed delivery. */
  const failJobs = async (jobs: readonly MailJob[], error: unknown) => {
    logger.error({ err: error, sendEmailIds: jobs.map((job) => job.data.sendEmailId) }, 'mail job failed');
    await Promise.all(
      jobs.map((job) => boss.fail(MAIL_QUEUE, job.id, { reason: String(error) }).catch(() => undefined)),
    );
  };

  /**
   * Delivers a batch: one claim for all its mails, each sent over the SMTP pool, and one write
   * recording those sent (a failed one is recorded and retried on its own).
   */
  const deliverBatch = async (jobs: readonly MailJob[]) => {
    let claimed: Map<number, Awaited<ReturnType<typeof claimForDelivery>>[number]>;
    try {
      claimed = new Map(
        (await claimForDelivery(knex, [...new Set(jobs.map((job) => job.data.sendEmailId))])).map((mail) => [
          mail.id,
          mail,
        ]),
      );
    } catch (error) {
      await failJobs(jobs, error);
      return;
    }
    const sent: MailJob[] = [];
    await inParallel(jobs, SMTP_POOL_SIZE * 2, async (job) => {
      const mail = claimed.get(job.data.sendEmailId);
      if (!mail) return; // sent already, or another worker (or another job of this batch) is sending it
      claimed.delete(mail.id);
      try {
        await transport.send({
          to: mail.usermail,
          subject: mail.title,
          html: mail.content,
          messageKey: `send-email-${mail.id}`,
          attachments: await attachmentsOf(knex, options.storage, mail.files),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn(
          { sendEmailId: mail.id, type: mail.type, attempt: mail.delivery_attempts, reason },
          'mail delivery failed; it will be retried',
        );
        await markFailed(knex, mail.id, reason)
          .then(() => boss.fail(MAIL_QUEUE, job.id, { reason }))
          .catch((fault: unknown) => failJobs([job], fault));
        return;
      }
      sent.push(job);
      logger.debug({ sendEmailId: mail.id, type: mail.type }, 'mail sent');
    });
    if (!sent.length) return;
    try {
      await markSent(
        knex,
        sent.map((job) => job.data.sendEmailId),
      );
    } catch (error) {
      await failJobs(sent, error);
    }
  };

  /** The batch being delivered: stop() waits for it (pg-boss's own wait may time out first). */
  let delivering: Promise<unknown> = Promise.resolve();
  const workerId: string = await boss.work<{ sendEmailId: number }>(
    MAIL_QUEUE,
    { batchSize: BATCH_SIZE, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      const delivery = deliverBatch(jobs);
      delivering = delivery.catch(() => undefined);
      await delivery;
      // A full batch means more are waiting: fetch again at once instead of after the poll interval.
      if (jobs.length === BATCH_SIZE) boss.notifyWorker(workerId);
    },
  );

  /** Sends the job on the transaction's connection (with the given id, else a new one) and returns its id. */
  const send = (
    trx: Knex.Transaction,
    sendEmailId: number,
    type?: MailType,
    startAfterSeconds?: number,
    jobId?: string,
  ) =>
    boss.send(
      MAIL_QUEUE,
      { sendEmailId },
      {
        db: transactionExecutor(trx),
        ...(jobId ? { id: jobId } : {}),
        priority: type ? MAIL_PRIORITY[type] : 10,
        // Large organiser sends are spread out (throttled) by starting each job a little later.
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      },
    );

  // One sweep at a time per process; replicas may overlap (the sweeper locks what it takes).
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweepTimer = setInterval(
    () => {
      sweeping = sweeping.then(() =>
        sweepGivenUpMails({
          knex,
          logger,
          maxAgeHours: options.sweepMaxAgeHours ?? 48,
          queue: {
            jobState: async (jobId) => (await boss.getJobById(MAIL_QUEUE, jobId))?.state ?? null,
            requeue: (trx, id, type) => send(trx, id, type),
          },
        }).catch((error: unknown) => logger.error({ err: error }, 'mail sweeper failed')),
      );
    },
    (options.sweepIntervalSeconds ?? 300) * 1000,
  );
  sweepTimer.unref();

  return {
    async enqueue(trx, mail, type, enqueueOptions) {
      await send(trx, mail.id, type, enqueueOptions?.startAfterSeconds, mail.jobId);
    },
    async schedule(name, cron, work) {
      await createQueueOnce(boss, { retryLimit: 2, retryDelay: 600 }, name);
      await boss.schedule(name, cron, {}, { tz: 'Asia/Seoul' });
      await boss.work(name, async () => {
        await work();
      });
    },
    async stop() {
      clearInterval(sweepTimer);
      await sweeping;
      const stopping = Date.now();
      await boss.stop({ graceful: true, timeout: 5000 });
      await delivering;
      // pg-boss removes a worker that was busy at stop() in a loop it does not await, checking each
      // second. Ended here, that loop finds the worker stopped at its first check and ends too:
      // left running, it woke after a test file had been torn down and failed it (CI, embedded mode).
      const left = stopping + WORKER_REMOVAL_CHECK_MS - Date.now();
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    },
  };
}
