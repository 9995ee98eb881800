import type { Knex } from 'knex';
import type { MailType } from '@congress/domain';

export interface SendEmailRow {
  id: number;
  type: MailType;
  title: string;
  usermail: string;
  content: string;
  files: unknown;
  authcode: string | null;
  authcode_expires_at: Date | null;
  authcode_verified_at: Date | null;
  authcode_used_at: Date | null;
  authcode_attempts: number;
  /** Sent by the system (templated), as opposed to an organiser's hand-written mail. */
  automatic: boolean;
  sent_at: Date | null;
  created_at: Date;
}

export interface MailTemplateRow {
  id: number;
  title: string;
  contents: string;
  type: MailType;
  locale: string;
}

export const findSendEmail = (knex: Knex, id: number): Promise<SendEmailRow | undefined> =>
  knex('send_emails').where({ id }).first();

export const markSent = (knex: Knex, id: number) =>
  knex('send_emails').where({ id }).update({ sent_at: knex.fn.now() });

export async function insertSendEmail(
  trx: Knex.Transaction,
  row: Pick<SendEmailRow, 'type' | 'title' | 'usermail' | 'content'> & Partial<SendEmailRow>,
): Promise<number> {
  const [inserted] = await trx('send_emails')
    .insert({ ...row, files: JSON.stringify(row.files ?? []) })
    .returning('id');
  return inserted.id;
}

/** The live template of a type in a language, else in English. */
export async function findTemplate(
  knex: Knex,
  type: MailType,
  locale: string,
): Promise<MailTemplateRow | undefined> {
  const rows: MailTemplateRow[] = await knex('mail_templates')
    .where({ type, delete: false })
    .whereIn('locale', [locale, 'en'])
    .select('id', 'title', 'contents', 'type', 'locale');
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'en');
}
