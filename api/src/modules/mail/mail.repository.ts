import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { MailType } from '@congress/domain';
import type { SendEmailsTable } from '../../generated/tables';

/** A row of send_emails, typed from the migrated schema (api/src/generated/tables.ts). */
export type SendEmailRow = SendEmailsTable;

export interface MailTemplateRow {
  id: number;
  title: string;
  contents: string;
  type: MailType;
  locale: string;
}

/** A claim older than this is taken to be from a worker that died mid-send. */
const CLAIM_STALE_MINUTES = 10;

/**
 * Claims mails for delivery, atomically, in one statement for a whole batch: a mail sent already or
 * being sent by another worker is not returned, so no two workers send one mail. Returns the mails
 * as they are to be delivered: for a mail holding a secret, the unmasked title and body
 * (delivery_*) instead of the masked copy the mail log shows.
 */
export async function claimForDelivery(knex: Knex, ids: readonly number[]): Promise<SendEmailRow[]> {
  if (!ids.length) return [];
  const rows = await knex('send_emails')
    .whereIn('id', ids)
    .whereNull('sent_at')
    .where((q) =>
      q
        .whereNull('delivery_started_at')
        .orWhere('delivery_started_at', '<', knex.raw(`now() - interval '${CLAIM_STALE_MINUTES} minutes'`)),
    )
    .update({ delivery_started_at: knex.fn.now(), delivery_attempts: knex.raw('delivery_attempts + 1') })
    .returning('*');
  return rows.map((row) => ({
    ...row,
    title: row.delivery_title ?? row.title,
    content: row.delivery_content ?? row.content,
  }));
}

/** Records delivery of mails and wipes the unmasked copies of those holding a secret. */
export const markSent = (knex: Knex, ids: readonly number[]) =>
  knex('send_emails').whereIn('id', ids).update({
    sent_at: knex.fn.now(),
    delivery_started_at: null,
    delivery_error: null,
    delivery_title: null,
    delivery_content: null,
  });

/** The queue job delivering a mail (the sweeper re-queues a mail whose job was given up). */
export const recordDeliveryJob = (trx: Knex.Transaction, id: number, jobId: string | null) =>
  trx('send_emails').where({ id }).update({ job_id: jobId });

/** Records a failed attempt and releases the claim so the retry can take it. */
export const markFailed = (knex: Knex, id: number, reason: string) =>
  knex('send_emails')
    .where({ id })
    .update({ delivery_started_at: null, delivery_error: reason.slice(0, 1000) });

/**
 * Records a mail, with the id of the queue job that is to deliver it (the caller enqueues that
 * job in the same transaction: MailQueue.enqueue).
 */
export async function insertSendEmail(
  trx: Knex.Transaction,
  row: Pick<SendEmailRow, 'type' | 'title' | 'usermail' | 'content'> & Partial<SendEmailRow>,
): Promise<{ id: number; jobId: string }> {
  const jobId = randomUUID();
  const [inserted] = await trx('send_emails')
    .insert({ ...row, files: JSON.stringify(row.files ?? []), job_id: jobId })
    .returning('id');
  return { id: inserted!.id, jobId };
}

/** Every live template, newest first (a few dozen rows: two languages of each mail type at most a few). */
export const liveTemplates = (knex: Knex): Promise<MailTemplateRow[]> =>
  knex('mail_templates')
    .where({ delete: false })
    .orderBy('id', 'desc')
    .select('id', 'title', 'contents', 'type', 'locale');

/**
 * The live template of a type in a language, else in English, among `rows` (newest first): the one
 * the automatic-sending setting chose (`chosen`, per language), else the newest.
 */
export function pickTemplate(
  rows: readonly MailTemplateRow[],
  type: MailType,
  locale: string,
  chosen: Record<string, number | null> = {},
): MailTemplateRow | undefined {
  const pick = (lang: string) =>
    rows.find((r) => r.type === type && r.locale === lang && r.id === chosen[lang]) ??
    rows.find((r) => r.type === type && r.locale === lang);
  return pick(locale) ?? pick('en');
}

/** The latest find-password code mailed to an address, locked for the check. */
export const latestCodeMailForUpdate = (
  trx: Knex.Transaction,
  email: string,
): Promise<SendEmailRow | undefined> =>
  trx('send_emails')
    .where({ type: 'FIND_PASSWORD' })
    .whereRaw('lower(usermail) = lower(?)', [email])
    .whereNotNull('authcode')
    .orderBy('id', 'desc')
    .forUpdate()
    .first();

export const countWrongCode = (trx: Knex.Transaction, id: number) =>
  trx('send_emails').where({ id }).increment('authcode_attempts', 1);

export const markCodeVerified = (trx: Knex.Transaction, id: number, resetTokenHash: string, now: Date) =>
  trx('send_emails').where({ id }).update({ authcode_verified_at: now, reset_token: resetTokenHash });

/** The verified, unused code mail holding this reset token, verified after `since`, locked. */
export const verifiedResetMailForUpdate = (
  trx: Knex.Transaction,
  email: string,
  resetTokenHash: string,
  since: Date,
): Promise<{ id: number } | undefined> =>
  trx('send_emails')
    .where({ type: 'FIND_PASSWORD', reset_token: resetTokenHash })
    .whereRaw('lower(usermail) = lower(?)', [email])
    .whereNotNull('authcode_verified_at')
    .whereNull('authcode_used_at')
    .where('authcode_verified_at', '>', since)
    .forUpdate()
    .first('id');

/** Uses up every pending code of an address. */
export const useAllCodes = (trx: Knex.Transaction, email: string, now: Date) =>
  trx('send_emails')
    .where({ type: 'FIND_PASSWORD' })
    .whereRaw('lower(usermail) = lower(?)', [email])
    .whereNull('authcode_used_at')
    .update({ authcode_used_at: now });

/**
 * Automatic mails to a (lower-cased) address created after `since`, and (when `ofType` is given)
 * those of one type created after its own `since`, counted in one statement.
 */
export async function automaticMailsSince(
  knex: Knex,
  recipient: string,
  since: Date,
  ofType?: { type: MailType; since: Date },
): Promise<{ all: number; ofType: number }> {
  const [row] = await knex('send_emails')
    .where({ automatic: true })
    .whereRaw('lower(usermail) = ?', [recipient])
    .where('created_at', '>', ofType && ofType.since < since ? ofType.since : since)
    .select<{ all: number; ofType: number }[]>(
      knex.raw('count(*) FILTER (WHERE created_at > ?) AS "all"', [since]),
      ofType
        ? knex.raw('count(*) FILTER (WHERE type = ? AND created_at > ?) AS "ofType"', [
            ofType.type,
            ofType.since,
          ])
        : knex.raw('0 AS "ofType"'),
    );
  return { all: Number(row?.all ?? 0), ofType: Number(row?.ofType ?? 0) };
}

/** The members whose address these logged mails went to (an address without an account: none). */
export const mailRecipientMembers = (knex: Knex, ids: readonly number[]): Promise<number[]> =>
  knex('send_emails')
    .join('users', function () {
      this.on(knex.raw('lower(users.email) = lower(send_emails.usermail)'));
    })
    .whereIn('send_emails.id', [...ids])
    .distinct()
    .pluck('users.id');
