// SQL of consent_texts and member_consents (migration 9100). member_consents is append-only: this
// file only inserts and reads it (a database trigger refuses updates and deletes).
import type { Knex } from 'knex';
import type { ConsentTextsTable, MemberConsentsTable } from '../../generated/tables';

export type ConsentTextRow = ConsentTextsTable;
export type ConsentKind = ConsentTextRow['kind'];
export type MemberConsentKind = MemberConsentsTable['kind'];
export type ConsentSource = 'SIGN_UP' | 'MY_PAGE' | 'VISA_LETTER' | 'DESK';
export type MemberConsentRow = MemberConsentsTable;

/** The newest version of every kind. */
export const currentTexts = (knex: Knex): Promise<ConsentTextRow[]> =>
  knex('consent_texts')
    .distinctOn('kind')
    .orderBy([
      { column: 'kind', order: 'asc' },
      { column: 'version', order: 'desc' },
    ]);

export const textVersions = (knex: Knex, kind: ConsentKind): Promise<ConsentTextRow[]> =>
  knex('consent_texts').where({ kind }).orderBy('version', 'desc');

/**
 * A new version of a kind's text: the next number, taken under a lock of the kind's newest row so
 * two organisers publishing at once get two numbers (the unique index would refuse a duplicate).
 */
export async function insertTextVersion(
  trx: Knex.Transaction,
  values: { kind: ConsentKind; body_en: string; body_ko: string; created_by: number },
  now: Date,
): Promise<ConsentTextRow> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`consent_texts:${values.kind}`]);
  const latest = await trx('consent_texts')
    .where({ kind: values.kind })
    .max<{ max: number | null }>('version as max')
    .first();
  const [row] = await trx('consent_texts')
    .insert({ ...values, version: (latest?.max ?? 0) + 1, created_at: now })
    .returning('*');
  return row as ConsentTextRow;
}

export async function insertAnswers(
  knex: Knex,
  rows: (Omit<MemberConsentRow, 'id' | 'source'> & { source: ConsentSource })[],
): Promise<void> {
  if (rows.length) await knex('member_consents').insert(rows);
}

/** A member's latest answer of each kind. */
export const latestAnswersOf = (knex: Knex, userId: number): Promise<MemberConsentRow[]> =>
  knex('member_consents')
    .where({ user_id: userId })
    .distinctOn('kind')
    .orderBy([
      { column: 'kind', order: 'asc' },
      { column: 'id', order: 'desc' },
    ]);

export const answersOf = (knex: Knex, userId: number): Promise<MemberConsentRow[]> =>
  knex('member_consents').where({ user_id: userId }).orderBy('id', 'desc').limit(500);

/** Of the given members, those whose latest answer of the kind is a consent given. */
export async function consentingAmong(
  knex: Knex,
  kind: MemberConsentKind,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows: { user_id: number }[] = await knex
    .from(
      knex('member_consents')
        .where({ kind })
        .whereIn('user_id', userIds)
        .select(knex.raw('distinct on (user_id) user_id, given'))
        .orderBy([
          { column: 'user_id', order: 'asc' },
          { column: 'id', order: 'desc' },
        ])
        .as('latest'),
    )
    .where('given', true)
    .select('user_id');
  return new Set(rows.map((r) => r.user_id));
}

/** Serialises one member's answers (two withdrawals at once write in turn). */
export const lockMemberConsents = (trx: Knex.Transaction, userId: number) =>
  trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`member_consents:${userId}`]);
