// SQL of the credit tables (migration 20240101008700_credits): schemes, the one settings row,
// corrections, objections, the change log and the expected-credit mails. The only file that
// queries them.
import type { CreditBand } from '@congress/domain';
import type { Knex } from 'knex';
import { ownersOfRows } from '../../db/owners';
import type {
  CreditChangesTable,
  CreditCorrectionsTable,
  CreditMailsTable,
  CreditObjectionsTable,
  CreditSchemesTable,
  CreditSettingsTable,
} from '../../generated/tables';

/** The rule column (@congress/domain CreditRule). */
export type StoredRule =
  | { kind: 'BANDS'; bands: CreditBand[] }
  | { kind: 'PER_HOUR'; pointsPerHour: number; minimumMinutes: number };

export type SchemeRow = Omit<CreditSchemesTable, 'rule' | 'day_points'> & {
  rule: StoredRule;
  day_points: Record<string, number>;
};
export type SettingsRow = CreditSettingsTable;
export type CorrectionRow = CreditCorrectionsTable;
export type ObjectionRow = CreditObjectionsTable;
export type ChangeRow = CreditChangesTable;
export type CreditMailRow = CreditMailsTable;

export type SchemeValues = Omit<SchemeRow, 'id' | 'created_at' | 'updated_at' | 'code' | 'position'>;

// Schemes ---------------------------------------------------------------------------------------

/** A scheme as the code reads it: its jsonb columns as the rule and the day points they hold. */
const schemeOf = (row: CreditSchemesTable): SchemeRow => ({
  ...row,
  rule: row.rule as StoredRule,
  day_points: row.day_points as Record<string, number>,
});

export const allSchemes = async (knex: Knex): Promise<SchemeRow[]> =>
  (await knex('credit_schemes').orderBy([{ column: 'position' }, { column: 'id' }])).map(schemeOf);

export async function findScheme(knex: Knex, id: number): Promise<SchemeRow | undefined> {
  const row = await knex('credit_schemes').where({ id }).first();
  return row && schemeOf(row);
}

const stored = (values: Partial<SchemeValues>) => ({
  ...values,
  ...(values.rule ? { rule: JSON.stringify(values.rule) } : {}),
  ...(values.day_points ? { day_points: JSON.stringify(values.day_points) } : {}),
});

export async function insertScheme(
  trx: Knex.Transaction,
  values: SchemeValues & { code: string },
  now: Date,
): Promise<SchemeRow> {
  const [top] = await trx('credit_schemes').max<{ max: number | null }[]>('position as max');
  const [row] = await trx('credit_schemes')
    .insert({
      ...stored(values),
      code: values.code,
      position: (top?.max ?? 0) + 1,
      created_at: now,
      updated_at: now,
    })
    .returning('*');
  return schemeOf(row!);
}

export async function updateScheme(
  trx: Knex.Transaction,
  id: number,
  values: SchemeValues,
  now: Date,
): Promise<SchemeRow | undefined> {
  const [row] = await trx('credit_schemes')
    .where({ id })
    .update({ ...stored(values), updated_at: now })
    .returning('*');
  return row && schemeOf(row);
}

/** Sets the approved points per day of the scheme with this code (the demo seed). */
export const setSchemeDayPoints = (knex: Knex, code: string, dayPoints: Record<string, number>) =>
  knex('credit_schemes')
    .where({ code })
    .update({ day_points: JSON.stringify(dayPoints) });

export const deleteScheme = (trx: Knex.Transaction, id: number): Promise<number> =>
  trx('credit_schemes').where({ id }).delete();

// Settings --------------------------------------------------------------------------------------

const SETTINGS_ID = 1;

export async function readSettings(knex: Knex): Promise<SettingsRow> {
  const row = await knex('credit_settings').where({ id: SETTINGS_ID }).first();
  if (row) return row;
  // A database migrated before the row existed (never, but safe): insert it.
  await knex('credit_settings').insert({ id: SETTINGS_ID }).onConflict('id').ignore();
  return (await knex('credit_settings').where({ id: SETTINGS_ID }).first())!;
}

/**
 * The settings row locked to the end of the transaction: every credit write takes it first, so
 * a phase change, a scheme deletion and corrections never interleave.
 */
export async function lockSettings(trx: Knex.Transaction): Promise<SettingsRow> {
  const row = await trx('credit_settings').where({ id: SETTINGS_ID }).forUpdate().first();
  if (row) return row;
  await trx('credit_settings').insert({ id: SETTINGS_ID }).onConflict('id').ignore();
  return (await trx('credit_settings').where({ id: SETTINGS_ID }).forUpdate().first())!;
}

export async function updateSettings(
  trx: Knex.Transaction,
  values: Pick<SettingsRow, 'phase' | 'objections_close_at' | 'objections_round'>,
  now: Date,
): Promise<SettingsRow> {
  const [row] = await trx('credit_settings')
    .where({ id: SETTINGS_ID })
    .update({ ...values, version: trx.raw('version + 1'), updated_at: now })
    .returning('*');
  return row!;
}

// Corrections -----------------------------------------------------------------------------------

/** The corrections of the given members (all when null). */
export function correctionsOf(knex: Knex, userIds: readonly number[] | null): Promise<CorrectionRow[]> {
  const query = knex('credit_corrections').orderBy('id');
  if (userIds) query.whereRaw('user_id = any(?::int[])', [[...userIds]]);
  return query;
}

export const findCorrection = async (
  knex: Knex,
  key: { user_id: number; scheme_id: number; day: string },
): Promise<CorrectionRow | undefined> => knex('credit_corrections').where(key).first();

export async function upsertCorrection(
  trx: Knex.Transaction,
  values: Omit<CorrectionRow, 'id'>,
): Promise<CorrectionRow> {
  const [row] = await trx('credit_corrections')
    .insert(values)
    .onConflict(['user_id', 'scheme_id', 'day'])
    .merge(['counted_minutes', 'points', 'memo', 'corrected_by', 'corrected_at'])
    .returning('*');
  return row!;
}

export const deleteCorrection = (
  trx: Knex.Transaction,
  key: { user_id: number; scheme_id: number; day: string },
): Promise<number> => trx('credit_corrections').where(key).delete();

// Objections ------------------------------------------------------------------------------------

/** The objections of the given members (all when null), oldest first. */
export function objectionsOf(knex: Knex, userIds: readonly number[] | null): Promise<ObjectionRow[]> {
  const query = knex('credit_objections').orderBy('id');
  if (userIds) query.whereRaw('user_id = any(?::int[])', [[...userIds]]);
  return query;
}

/** The members who filed these objections. */
export const objectionOwners = (knex: Knex, ids: readonly number[]) =>
  ownersOfRows(knex('credit_objections'), ids);

export const findObjection = async (knex: Knex, id: number): Promise<ObjectionRow | undefined> =>
  knex('credit_objections').where({ id }).first();

export const objectionForUpdate = async (
  trx: Knex.Transaction,
  id: number,
): Promise<ObjectionRow | undefined> => trx('credit_objections').where({ id }).forUpdate().first();

export const openObjection = async (
  knex: Knex,
  key: { user_id: number; scheme_id: number; day: string },
): Promise<ObjectionRow | undefined> =>
  knex('credit_objections')
    .where({ ...key, status: 'OPEN' })
    .first();

export async function insertObjection(
  trx: Knex.Transaction,
  values: Pick<ObjectionRow, 'user_id' | 'scheme_id' | 'day' | 'message' | 'created_at'>,
): Promise<ObjectionRow> {
  const [row] = await trx('credit_objections').insert(values).returning('*');
  return row!;
}

export async function resolveObjectionRow(
  trx: Knex.Transaction,
  id: number,
  values: Pick<ObjectionRow, 'status' | 'resolution_memo' | 'resolved_by' | 'resolved_at'>,
): Promise<ObjectionRow> {
  const [row] = await trx('credit_objections').where({ id }).update(values).returning('*');
  return row!;
}

/** A page of objections, newest first, optionally of one status. */
export async function listObjections(
  knex: Knex,
  status: ObjectionRow['status'] | null,
  start: number,
  limit: number,
): Promise<{ count: number; rows: ObjectionRow[] }> {
  const base = () => {
    const query = knex('credit_objections');
    if (status) query.where({ status });
    return query;
  };
  const [total] = await base().count<{ count: number }[]>('* as count');
  const rows = await base()
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(start)
    .limit(limit);
  return { count: Number(total?.count ?? 0), rows };
}

// The change log ----------------------------------------------------------------------------------

export type ChangeValues = Omit<ChangeRow, 'id' | 'subject' | 'before' | 'after'> & {
  subject: object;
  before: object | null;
  after: object | null;
};

export async function insertChanges(trx: Knex.Transaction, rows: ChangeValues[]): Promise<void> {
  if (!rows.length) return;
  await trx('credit_changes').insert(
    rows.map((row) => ({
      ...row,
      subject: JSON.stringify(row.subject),
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
    })),
  );
}

export async function listChanges(
  knex: Knex,
  start: number,
  limit: number,
): Promise<{ count: number; rows: ChangeRow[] }> {
  const [total] = await knex('credit_changes').count<{ count: number }[]>('* as count');
  const rows = await knex('credit_changes')
    .orderBy([
      { column: 'changed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(start)
    .limit(limit);
  return { count: Number(total?.count ?? 0), rows };
}

// Expected-credit mails ---------------------------------------------------------------------------

/** Marks a member mailed in this round; false when they already were (the mark is the guard). */
export async function markMailed(
  trx: Knex.Transaction,
  userId: number,
  round: number,
  now: Date,
): Promise<boolean> {
  const inserted = await trx('credit_mails')
    .insert({ user_id: userId, phase: 'OBJECTIONS', round, queued_at: now })
    .onConflict(['user_id', 'phase', 'round'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

export const setMailId = (trx: Knex.Transaction, userId: number, round: number, mailId: number) =>
  trx('credit_mails')
    .where({ user_id: userId, phase: 'OBJECTIONS', round })
    .update({ send_email_id: mailId });

/** Who was mailed in this round. */
export const mailedUserIds = (knex: Knex, round: number): Promise<number[]> =>
  knex('credit_mails').where({ phase: 'OBJECTIONS', round }).pluck('user_id');

export async function mailedCount(knex: Knex, round: number): Promise<number> {
  const [total] = await knex('credit_mails')
    .where({ phase: 'OBJECTIONS', round })
    .count<{ count: number }[]>('* as count');
  return Number(total?.count ?? 0);
}
