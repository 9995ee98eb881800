import type { Knex } from 'knex';
import { type MailType } from '@congress/domain';
import { emailRule, freeMailSchema } from '@congress/domain/validation';
import type { AppDeps } from '../../context';
import { parseInput } from '../../errors';
import { insertSendEmail } from './mail.repository';

/** A mail an organiser writes by hand: recorded and queued like every other mail. */
export async function queueManualMail(
  deps: AppDeps,
  mail: { type: MailType; to: string; title: string; content: string },
) {
  const values = parseInput(freeMailSchema.extend({ to: emailRule }), mail);
  await deps.knex.transaction(async (trx) => {
    const queued = await insertSendEmail(trx, {
      type: mail.type,
      usermail: values.to,
      title: values.title,
      content: values.content,
    });
    await deps.mail.enqueue(trx, queued, 'MANUAL');
  });
}

/**
 * A notice the API writes itself (no template: issue 39's deletion requests), recorded and queued
 * inside the caller's transaction like every other mail. `content` is trusted HTML the caller built
 * with escaped values.
 */
export async function queueNoticeMail(
  trx: Knex.Transaction,
  deps: Pick<AppDeps, 'mail'>,
  mail: { to: string; title: string; content: string },
): Promise<number> {
  const queued = await insertSendEmail(trx, {
    type: 'MANUAL',
    usermail: mail.to,
    title: mail.title,
    content: mail.content,
  });
  await deps.mail.enqueue(trx, queued, 'MANUAL');
  return queued.id;
}
