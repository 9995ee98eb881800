import type { Knex } from 'knex';
import type { Locale, MailType } from '@congress/domain';
import type { MailQueue } from './mail.queue';
import { findTemplate, insertSendEmail } from './mail.repository';
import { renderTemplate, type TemplateValues } from './mail.template';

export interface TemplatedMail {
  type: MailType;
  to: string;
  locale: Locale;
  values: TemplateValues;
  /** Stored with the mail for authorisation-code mails (hashed by the caller). */
  authcode?: { hash: string; expiresAt: Date };
}

/**
 * Renders the type's template with the row values, records the mail in send_emails and queues its
 * delivery, all inside the caller's transaction. Returns the send_emails id.
 */
export async function queueTemplatedMail(
  trx: Knex.Transaction,
  queue: MailQueue,
  mail: TemplatedMail,
): Promise<number> {
  const template = await findTemplate(trx, mail.type, mail.locale);
  if (!template) throw new Error(`no mail template for ${mail.type}`);
  const id = await insertSendEmail(trx, {
    type: mail.type,
    title: renderTemplate(template.title, mail.values, { html: false }),
    usermail: mail.to,
    content: renderTemplate(template.contents, mail.values),
    authcode: mail.authcode?.hash ?? null,
    authcode_expires_at: mail.authcode?.expiresAt ?? null,
  });
  await queue.enqueue(trx, id);
  return id;
}
