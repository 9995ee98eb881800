// Durable mail delivery: each mail is a send_emails row (written in the caller's transaction)
// plus a pg-boss job enqueued through that same transaction, so the job exists only if the
// data it mails about was committed. The worker sends it and stamps sent_at; failures retry.
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import type { Logger } from '../../logger';
import { markSent, findSendEmail } from './mail.repository';
import type { MailTransport } from './mail.transport';

export const MAIL_QUEUE = 'mail-send';

export interface MailQueue {
  /** Enqueues delivery of a send_emails row inside the caller's transaction. */
  enqueue(trx: Knex.Transaction, sendEmailId: number): Promise<void>;
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

export async function startMailQueue(options: {
  connectionString: string;
  knex: Knex;
  transport: MailTransport;
  logger: Logger;
  /** Seconds between polls for new jobs. */
  pollingIntervalSeconds?: number;
}): Promise<MailQueue> {
  const { knex, transport, logger } = options;
  const boss = new PgBoss({ connectionString: options.connectionString, max: 3 });
  boss.on('error', (error) => logger.error({ err: error }, 'mail queue error'));
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, retryLimit: 8, retryDelay: 30, retryBackoff: true });

  await boss.work<{ sendEmailId: number }>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      for (const job of jobs) {
        const mail = await findSendEmail(knex, job.data.sendEmailId);
        if (!mail || mail.sent_at) continue; // already delivered by an earlier attempt
        await transport.send({ to: mail.usermail, subject: mail.title, html: mail.content });
        await markSent(knex, mail.id);
        logger.info({ sendEmailId: mail.id, type: mail.type }, 'mail sent');
      }
    },
  );

  return {
    async enqueue(trx, sendEmailId) {
      await boss.send(MAIL_QUEUE, { sendEmailId }, { db: transactionExecutor(trx) });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
