// SQL of the access record's own tables (personal_data_access, personal_data_access_checks). Both
// are append-only at the database (migration 20240101009300): nothing here updates a row, and the
// only delete is the retention purge of rows past the configured period.
import type { Knex } from 'knex';
import type { PersonalDataAccessChecksTable, PersonalDataAccessTable } from '../../generated/tables';

export type AccessRow = PersonalDataAccessTable;
export type AccessCheckRow = PersonalDataAccessChecksTable;

export type NewAccessRow = Omit<AccessRow, 'id'>;

const ACCESS = 'personal_data_access';
const CHECKS = 'personal_data_access_checks';

export async function insertAccess(db: Knex, row: NewAccessRow): Promise<void> {
  await db(ACCESS).insert({
    ...row,
    // jsonb: knex would send an array or object as a Postgres array / text otherwise.
    filter: row.filter === undefined || row.filter === null ? null : JSON.stringify(row.filter),
  });
}

export async function insertCheck(db: Knex, row: Omit<AccessCheckRow, 'id'>): Promise<AccessCheckRow> {
  const [inserted] = await db(CHECKS)
    .insert({ ...row, figures: JSON.stringify(row.figures) })
    .returning('*');
  return inserted as AccessCheckRow;
}

export const checksOfMonth = (db: Knex, month: string): Promise<AccessCheckRow[]> =>
  db(CHECKS).where({ month }).orderBy('id', 'desc');

/** The record's rows of [from, to). */
export function rowsOfPeriod(db: Knex, from: Date, to: Date) {
  return db(ACCESS).where('at', '>=', from).andWhere('at', '<', to);
}

export interface PeriodTotals {
  records: number;
  bulk: number;
  night: number;
}

const SEOUL_HOUR = `extract(hour from (at at time zone 'Asia/Seoul'))`;
const NIGHT_SQL = (nightFrom: number, nightTo: number) =>
  `(${SEOUL_HOUR} >= ${Number(nightFrom)} or ${SEOUL_HOUR} < ${Number(nightTo)})`;
const BULK_SQL = `action in ('EXPORT', 'DOWNLOAD', 'PRINT') and coalesce(row_count, member_count) >= ?`;

export async function periodTotals(
  db: Knex,
  period: { from: Date; to: Date },
  rules: { bulkRows: number; nightFrom: number; nightTo: number },
): Promise<PeriodTotals> {
  const [row] = (await rowsOfPeriod(db, period.from, period.to).select(
    db.raw('count(*)::int as records'),
    db.raw(`count(*) filter (where ${BULK_SQL})::int as bulk`, [rules.bulkRows]),
    db.raw(`count(*) filter (where ${NIGHT_SQL(rules.nightFrom, rules.nightTo)})::int as night`),
  )) as PeriodTotals[];
  return row ?? { records: 0, bulk: 0, night: 0 };
}

export const bulkRowsOf = (
  db: Knex,
  period: { from: Date; to: Date },
  bulkRows: number,
  limit: number,
): Promise<AccessRow[]> =>
  rowsOfPeriod(db, period.from, period.to)
    .whereRaw(BULK_SQL, [bulkRows])
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);

export const nightRowsOf = (
  db: Knex,
  period: { from: Date; to: Date },
  rules: { nightFrom: number; nightTo: number },
  limit: number,
): Promise<AccessRow[]> =>
  rowsOfPeriod(db, period.from, period.to)
    .whereRaw(NIGHT_SQL(rules.nightFrom, rules.nightTo))
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);

export interface ActorFigures {
  actor_email: string;
  actor_name: string;
  records: number;
  members: number;
  rows: number;
  night: number;
}

/**
 * Per organiser: records, distinct members whose data they read, changed or downloaded by name
 * (member ids), rows of lists and downloads, night-time records.
 */
export async function actorFigures(
  db: Knex,
  period: { from: Date; to: Date },
  rules: { nightFrom: number; nightTo: number },
): Promise<ActorFigures[]> {
  const { rows } = await db.raw<{ rows: ActorFigures[] }>(
    `select a.actor_email, max(a.actor_name) as actor_name, count(*)::int as records,
       coalesce((select count(distinct m)::int from ${ACCESS} b, unnest(b.member_ids) m
         where b.actor_email = a.actor_email and b.at >= ? and b.at < ?), 0) as members,
       coalesce(sum(a.row_count), 0)::int as rows,
       count(*) filter (where ${NIGHT_SQL(rules.nightFrom, rules.nightTo)})::int as night
     from ${ACCESS} a where a.at >= ? and a.at < ?
     group by a.actor_email order by members desc, rows desc, a.actor_email`,
    [period.from, period.to, period.from, period.to],
  );
  return rows;
}

/** Deletes rows older than `before` (the database refuses any younger than two years). */
export async function purgeBefore(db: Knex, before: Date): Promise<number> {
  const records = await db(ACCESS).where('at', '<', before).delete();
  const checks = await db(CHECKS).where('checked_at', '<', before).delete();
  return records + checks;
}
