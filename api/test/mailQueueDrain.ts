// "Nothing more arrives" checks on mail wait until the queue can send nothing more, instead of a
// fixed sleep: no job of the mail queue is waiting (created), backing off (retry) or being sent
// (active). A job leaves "active" only after its handler returned, so any mail it sent has
// reached the capturing SMTP server by then.
import type { Knex } from 'knex';
import { MAIL_QUEUE } from '../src/modules/mail/mail.queue';

const PENDING_STATES = ['created', 'retry', 'active'];

export async function waitForMailQueueDrain(
  knex: Knex,
  /** pg-boss's schema (each harness has its own; servers use the default, pgboss). */
  schema: string,
  options: {
    /** Only the jobs of these send_emails rows (a schema other processes' mails share). */
    sendEmailIds?: readonly number[];
    timeoutMs?: number;
  } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const query = knex
      .withSchema(schema)
      .from('job')
      .where({ name: MAIL_QUEUE })
      .whereIn('state', PENDING_STATES)
      .count<{ count: string }[]>({ count: '*' });
    const ids = options.sendEmailIds;
    if (ids)
      query.whereRaw(`(data->>'sendEmailId')::int in (${ids.map(() => '?').join(', ') || 'null'})`, [...ids]);
    const [{ count } = { count: '0' }] = await query;
    if (Number(count) === 0) return;
    if (Date.now() > deadline) throw new Error(`${count} mail jobs still pending in ${schema}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
