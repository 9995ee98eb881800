// SQL of the event statistics: every figure is computed by PostgreSQL (GROUP BY GROUPING SETS, one
// scan per table), never by loading rows into Node. Days are Asia/Seoul calendar days; the range
// bounds are Seoul midnights, so a filtered query reads the created_at indexes.
import type { Knex } from 'knex';
import { ROLE_ADMIN } from '@congress/domain';

export const STATISTICS_TIME_ZONE = 'Asia/Seoul';

/** Seoul days, both ends included; null: open on that side. */
export interface DayRange {
  startDate: string | null;
  endDate: string | null;
}

export interface CountRow {
  key: string | null;
  count: number;
}
export interface DayRow {
  date: string;
  count: number;
}

/** `column` inside the range: from the start day's Seoul midnight to the day after the end day's. */
function inRange(column: string, range: DayRange): { sql: string; bindings: string[] } {
  const parts: string[] = [];
  const bindings: string[] = [];
  if (range.startDate) {
    parts.push(`${column} >= (?::date)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'`);
    bindings.push(range.startDate);
  }
  if (range.endDate) {
    parts.push(`${column} < (?::date + 1)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'`);
    bindings.push(range.endDate);
  }
  return { sql: parts.length ? parts.join(' AND ') : 'TRUE', bindings };
}

/** The Seoul calendar day of a timestamptz (a date: cheaper to group by than text). */
const seoulDay = (column: string) => `(${column} AT TIME ZONE '${STATISTICS_TIME_ZONE}')::date`;

/** A grouped column as the answer's text key (dates as YYYY-MM-DD, whatever the DateStyle). */
const keyText = (name: string, expression: string) =>
  expression.endsWith('::date') ? `to_char(${name}, 'YYYY-MM-DD')` : `${name}::text`;

interface DimensionRow {
  dimension: string;
  key: string | null;
  count: number;
}

/**
 * One scan of a table grouped by each of `dimensions` on its own (and by nothing: the total).
 * Returns the rows per dimension; the total is under 'total'.
 */
async function groupedCounts(
  knex: Knex,
  from: string,
  where: { sql: string; bindings: string[] },
  dimensions: Record<string, string>,
): Promise<Map<string, CountRow[]>> {
  const names = Object.keys(dimensions);
  const label = names.map((name) => `WHEN GROUPING(${name}) = 0 THEN '${name}'`).join(' ');
  const key = names.map((name) => keyText(name, dimensions[name] as string)).join(', ');
  const sql = `
    SELECT CASE ${label} ELSE 'total' END AS dimension,
           COALESCE(${key}) AS key,
           count(*)::int AS count
      FROM (SELECT ${names.map((name) => `${dimensions[name]} AS ${name}`).join(', ')}
              FROM ${from}
             WHERE ${where.sql}) AS rows
     GROUP BY GROUPING SETS (${names.map((name) => `(${name})`).join(', ')}, ())
     ORDER BY 1, 3 DESC, 2`;
  const { rows } = await knex.raw<{ rows: DimensionRow[] }>(sql, where.bindings);
  const out = new Map<string, CountRow[]>([...names, 'total'].map((name) => [name, []]));
  for (const row of rows) out.get(row.dimension)?.push({ key: row.key, count: row.count });
  return out;
}

const byDay = (rows: CountRow[]): DayRow[] =>
  rows
    .filter((row): row is { key: string; count: number } => row.key !== null)
    .map((row) => ({ date: row.key, count: row.count }))
    .sort((a, b) => a.date.localeCompare(b.date));

const totalOf = (rows: CountRow[] | undefined) => rows?.[0]?.count ?? 0;

export async function registrationFigures(knex: Knex, range: DayRange) {
  const where = inRange('created_at', range);
  const groups = await groupedCounts(
    knex,
    'registration_lists',
    { sql: `NOT "delete" AND ${where.sql}`, bindings: where.bindings },
    {
      status: 'price_status',
      track: 'price_type',
      tier: 'category',
      category: 'occupation',
      attendance: 'attend',
      day: seoulDay('created_at'),
    },
  );
  return {
    total: totalOf(groups.get('total')),
    byStatus: groups.get('status') ?? [],
    byTrack: groups.get('track') ?? [],
    byTier: groups.get('tier') ?? [],
    byCategory: groups.get('category') ?? [],
    byAttendance: groups.get('attendance') ?? [],
    perDay: byDay(groups.get('day') ?? []),
  };
}

export async function abstractFigures(knex: Knex, range: DayRange) {
  const where = inRange('created_at', range);
  const groups = await groupedCounts(
    knex,
    'abstracts',
    { sql: `NOT "delete" AND ${where.sql}`, bindings: where.bindings },
    { topic: 'topic', preference: 'preference', category: 'category', status: 'status' },
  );
  return {
    total: totalOf(groups.get('total')),
    byTopic: groups.get('topic') ?? [],
    byPreference: groups.get('preference') ?? [],
    byCategory: groups.get('category') ?? [],
    byStatus: groups.get('status') ?? [],
  };
}

/** Sign-ups: live member accounts (organiser accounts are not sign-ups). */
export async function signUpFigures(knex: Knex, range: DayRange) {
  const where = inRange('users.created_at', range);
  const groups = await groupedCounts(
    knex,
    'users',
    {
      // Organiser accounts are not sign-ups.
      sql: `NOT users."delete" AND users.role_id <> (SELECT id FROM roles WHERE name = ?) AND ${where.sql}`,
      bindings: [ROLE_ADMIN, ...where.bindings],
    },
    { day: seoulDay('users.created_at') },
  );
  return { total: totalOf(groups.get('total')), perDay: byDay(groups.get('day') ?? []) };
}

export interface RevenueRow {
  currency: string | null;
  cashCode: string | null;
  count: number;
  gross: number;
  refunded: number;
}

/** Confirmed payments (paid_at set), by the day they were confirmed. */
export async function revenueFigures(knex: Knex, range: DayRange): Promise<RevenueRow[]> {
  const where = inRange('paid_at', range);
  const { rows } = await knex.raw<{ rows: RevenueRow[] }>(
    `SELECT currency, cash_code AS "cashCode", count(*)::int AS count,
            sum(total)::bigint AS gross, sum(cancelled_total)::bigint AS refunded
       FROM pays
      WHERE paid_at IS NOT NULL AND ${where.sql}
      GROUP BY currency, cash_code
      ORDER BY currency, gross DESC, cash_code`,
    where.bindings,
  );
  return rows.map((row) => ({ ...row, gross: Number(row.gross), refunded: Number(row.refunded) }));
}

export interface RefundRow {
  currency: string | null;
  count: number;
  partialCount: number;
  amount: number;
}

/** Gateway cancellations by the day they were made. */
export async function refundFigures(knex: Knex, range: DayRange): Promise<RefundRow[]> {
  const where = inRange('c.created_at', range);
  const { rows } = await knex.raw<{ rows: RefundRow[] }>(
    `SELECT p.currency, count(*)::int AS count,
            (count(*) FILTER (WHERE c.partial))::int AS "partialCount",
            sum(c.amount)::bigint AS amount
       FROM pay_cancellations c JOIN pays p ON p.id = c.pay_id
      WHERE ${where.sql}
      GROUP BY p.currency
      ORDER BY p.currency`,
    where.bindings,
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

export interface SponsorGradeRow {
  grade: string;
  count: number;
  price: number;
  paid: number;
}

export async function sponsorFigures(knex: Knex, range: DayRange) {
  const where = inRange('created_at', range);
  const { rows } = await knex.raw<{ rows: (SponsorGradeRow & { dimension: string; key: string })[] }>(
    `SELECT CASE WHEN GROUPING(grade) = 0 THEN 'grade'
                 WHEN GROUPING(sponsor_pay_status) = 0 THEN 'status' ELSE 'total' END AS dimension,
            COALESCE(grade, sponsor_pay_status) AS key,
            count(*)::int AS count, sum(price)::bigint AS price, sum(sponsor_pay)::bigint AS paid
       FROM sponsors
      WHERE NOT "delete" AND ${where.sql}
      GROUP BY GROUPING SETS ((grade), (sponsor_pay_status), ())
      ORDER BY 1, 4 DESC, 2`,
    where.bindings,
  );
  const of = (dimension: string) => rows.filter((row) => row.dimension === dimension);
  return {
    total: of('total')[0]?.count ?? 0,
    byGrade: of('grade').map((row) => ({
      grade: row.key,
      count: row.count,
      price: Number(row.price),
      paid: Number(row.paid),
    })),
    byPaymentStatus: of('status').map((row) => ({ key: row.key, count: row.count })),
  };
}
