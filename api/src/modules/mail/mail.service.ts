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
  /**
   * Secret values (a verification code): they go into the delivered mail only. The logged copy in
   * send_emails (read by organisers) shows SECRET_MASK in their place.
   */
  secrets?: TemplateValues;
  /** Stored with the mail for authorisation-code mails (hashed by the caller). */
  authcode?: { hash: string; expiresAt: Date };
}

/** What the mail log shows where a secret value was. */
export const SECRET_MASK = '••••••';

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
  const render = (values: TemplateValues) => ({
    title: renderTemplate(template.title, values, { html: false }),
    content: renderTemplate(template.contents, values),
  });
  const secrets = Object.keys(mail.secrets ?? {});
  const logged = render({ ...mail.values, ...Object.fromEntries(secrets.map((key) => [key, SECRET_MASK])) });
  // The unmasked mail waits in delivery_* until it is sent (markSent wipes it); never logged.
  const delivered = secrets.length ? render({ ...mail.values, ...mail.secrets }) : null;
  const id = await insertSendEmail(trx, {
    type: mail.type,
    ...logged,
    usermail: mail.to,
    delivery_title: delivered?.title ?? null,
    delivery_content: delivered?.content ?? null,
    authcode: mail.authcode?.hash ?? null,
    authcode_expires_at: mail.authcode?.expiresAt ?? null,
  });
  await queue.enqueue(trx, id);
  return id;
}
