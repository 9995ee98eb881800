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
