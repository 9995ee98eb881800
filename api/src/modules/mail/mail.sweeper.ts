// The mail sweeper (issue 8): pg-boss retries a failed mail with a doubling delay, MAIL_RETRY_LIMIT
// times (about two hours), then gives its job up. An SMTP outage longer than that would leave the
// mail recorded but never sent. The sweeper runs every MAIL_SWEEP_INTERVAL_SECONDS in each API
// process, finds unsent mails whose job the queue gave up and queues them again.
//
// Several replicas may sweep at once: a mail is taken under a row lock (SKIP LOCKED) and only
// while its row still names the given-up job, so one replica re-queues it; and delivery claims the
// row (mail.repository claimForDelivery), so a mail is never sent twice.
//
// Left alone: mails older than MAIL_SWEEP_MAX_AGE_HOURS (the mail log shows them unsent; an
// organiser resends by hand) and mails holding a code that has expired meanwhile (useless; the
// person asks for a new one): they are marked given up with the reason.
import type { Knex } from 'knex';
import type { MailType } from '@congress/domain';
import type { Logger } from '../../logger';
import { recordDeliveryJob } from './mail.repository';

export interface SweeperQueue {
  /** The state pg-boss reports for a job; null when the queue does not know it. */
  jobState(jobId: string): Promise<string | null>;
  /** Queues delivery again inside the transaction; returns the new job's id. */
  requeue(trx: Knex.Transaction, sendEmailId: number, type: MailType): Promise<string | null>;
}

const PAGE = 200;
export const EXPIRED_CODE_REASON = 'not sent: the code in it expired before the mail server accepted it';

export async function sweepGivenUpMails(options: {
  knex: Knex;
  queue: SweeperQueue;
  maxAgeHours: number;
  logger: Logger;
}): Promise<{ requeued: number; expired: number }> {
  const { knex, queue, maxAgeHours, logger } = options;
  let requeued = 0;
  let expired = 0;
  let afterId = 0;
  for (;;) {
    const candidates: { id: number; job_id: string }[] = await knex('send_emails')
      .whereNull('sent_at')
      .whereNotNull('job_id')
      .whereNull('delivery_started_at')
      .where('created_at', '>', knex.raw(`now() - make_interval(hours => ?)`, [maxAgeHours]))
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(PAGE)
      .select('id', 'job_id');
    if (!candidates.length) break;
    afterId = candidates[candidates.length - 1]!.id;
    for (const candidate of candidates) {
      if ((await queue.jobState(candidate.job_id)) !== 'failed') continue;
      const outcome = await knex.transaction(async (trx) => {
        const row: { id: number; type: MailType; code_expired: boolean } | undefined = await trx(
          'send_emails',
        )
          .where({ id: candidate.id, job_id: candidate.job_id })
          .whereNull('sent_at')
          .forUpdate()
          .skipLocked()
          .first('id', 'type', knex.raw('coalesce(authcode_expires_at < now(), false) AS code_expired'));
        if (!row) return 'taken';
        if (row.code_expired) {
          await trx('send_emails')
            .where({ id: row.id })
            .update({ job_id: null, delivery_error: EXPIRED_CODE_REASON });
          return 'expired';
        }
        const jobId = await queue.requeue(trx, row.id, row.type);
        await recordDeliveryJob(trx, row.id, jobId);
        return 'requeued';
      });
      if (outcome === 'requeued') requeued += 1;
      if (outcome === 'expired') expired += 1;
    }
    if (candidates.length < PAGE) break;
  }
  if (requeued || expired) logger.info({ requeued, expired }, 'mail sweeper queued given-up mails again');
  return { requeued, expired };
}
