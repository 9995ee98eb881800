// SQL of retention's own tables (issue 39 §4): retention_settings, retention_runs,
// deletion_requests. What it erases or exports of other modules' tables, it asks of them
// (<module>.personalData.ts; retention.erase.ts and retention.export.ts put them together).
import type { Knex } from 'knex';

export interface RetentionSettingsRow {
  payment_years: number;
  attendance_years: number;
  profile_months: number;
  congress_ended_on: string | null;
  version: number;
  updated_at: Date;
}

export const readRetentionSettings = (db: Knex): Promise<RetentionSettingsRow> =>
  db('retention_settings')
    .where({ id: 1 })
    .first<RetentionSettingsRow>(
      'payment_years',
      'attendance_years',
      'profile_months',
      db.raw(`to_char(congress_ended_on, 'YYYY-MM-DD') AS congress_ended_on`),
      'version',
      'updated_at',
    )
    .then((row) => row!);

export const lockRetentionSettings = (trx: Knex.Transaction) =>
  trx('retention_settings')
    .where({ id: 1 })
    .forUpdate()
    .first('version')
    .then((row) => row!);

export const writeRetentionSettings = (
  trx: Knex.Transaction,
  values: Pick<
    RetentionSettingsRow,
    'payment_years' | 'attendance_years' | 'profile_months' | 'congress_ended_on'
  >,
  now: Date,
) =>
  trx('retention_settings')
    .where({ id: 1 })
    .update({ ...values, version: trx.raw('version + 1'), updated_at: now });

// ---- runs ---------------------------------------------------------------------------------------

export interface RetentionRunRow {
  id: number;
  dry_run: boolean;
  run_by: number | null;
  ran_at: Date;
  report: unknown;
}

export const insertRun = async (
  db: Knex,
  values: { dry_run: boolean; run_by: number | null; ran_at: Date; report: unknown },
): Promise<RetentionRunRow> =>
  (
    await db('retention_runs')
      .insert({ ...values, report: JSON.stringify(values.report) })
      .returning(['id', 'dry_run', 'run_by', 'ran_at', 'report'])
  )[0]! as RetentionRunRow;

export const findRun = (db: Knex, id: number): Promise<RetentionRunRow | undefined> =>
  db('retention_runs').where({ id }).first();

/** Every member a run's report lists (a dry run: whom the real run applying it may erase). */
export async function membersOfRun(db: Knex, id: number): Promise<number[]> {
  const run = await findRun(db, id);
  const report = run?.report as { categories?: { memberIds?: number[] }[] } | undefined;
  return [...new Set((report?.categories ?? []).flatMap((category) => category.memberIds ?? []))];
}

export const latestDryRun = (db: Knex): Promise<RetentionRunRow | undefined> =>
  db('retention_runs').where({ dry_run: true }).orderBy('id', 'desc').first();

export const latestRuns = (db: Knex, limit: number): Promise<RetentionRunRow[]> =>
  db('retention_runs').orderBy('id', 'desc').limit(limit);

// ---- deletion requests --------------------------------------------------------------------------

export interface DeletionRequestRow {
  id: number;
  user_id: number;
  reason: string | null;
  requested_at: Date;
  due_at: Date;
  status: 'OPEN' | 'DONE';
  acted_at: Date | null;
  acted_by: number | null;
  outcome: unknown;
}

export const openRequestOf = (db: Knex, userId: number): Promise<DeletionRequestRow | undefined> =>
  db('deletion_requests').where({ user_id: userId, status: 'OPEN' }).first();

export const latestRequestOf = (db: Knex, userId: number): Promise<DeletionRequestRow | undefined> =>
  db('deletion_requests').where({ user_id: userId }).orderBy('id', 'desc').first();

/** Inserts an open request; undefined when one is open already (the partial unique index). */
export const insertRequest = async (
  trx: Knex.Transaction,
  values: { user_id: number; reason: string | null; requested_at: Date; due_at: Date },
): Promise<DeletionRequestRow | undefined> =>
  (
    await trx('deletion_requests')
      .insert(values)
      .onConflict(trx.raw(`(user_id) WHERE status = 'OPEN'`))
      .ignore()
      .returning('*')
  )[0] as DeletionRequestRow | undefined;

export const requestForUpdate = (
  trx: Knex.Transaction,
  id: number,
): Promise<DeletionRequestRow | undefined> => trx('deletion_requests').where({ id }).forUpdate().first();

export const closeRequest = (
  trx: Knex.Transaction,
  id: number,
  values: { acted_at: Date; acted_by: number; outcome: unknown },
) =>
  trx('deletion_requests')
    .where({ id })
    .update({ ...values, status: 'DONE', outcome: JSON.stringify(values.outcome) });

export async function listRequests(
  db: Knex,
  status: 'OPEN' | 'DONE' | null,
  start: number,
  limit: number,
): Promise<{ count: number; rows: DeletionRequestRow[] }> {
  const base = db('deletion_requests').modify((q) => (status ? q.where({ status }) : q));
  const counted = await base.clone().count<{ count: string }[]>('* as count');
  const rows = await base
    .clone()
    .orderBy([{ column: 'status', order: 'desc' }, { column: 'due_at' }, { column: 'id' }])
    .offset(start)
    .limit(limit);
  return { count: Number(counted[0]?.count ?? 0), rows };
}

export const requestsExport = (db: Knex, userId: number) =>
  db('deletion_requests')
    .where({ user_id: userId })
    .orderBy('id')
    .select('id', 'reason', 'requested_at', 'due_at', 'status', 'acted_at', 'outcome');
