// SQL helpers of the event statistics (modules/statistics). Each owning module computes its own
// table's figures with them (registrations, abstracts, members, pays, sponsors): every figure is
// computed by PostgreSQL (GROUP BY GROUPING SETS, one scan per table), never by loading rows into
// Node. Days are Asia/Seoul calendar days; the range bounds are Seoul midnights, so a filtered query
// reads the created_at indexes.
import type { Knex } from 'knex';

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
export function inRange(column: string, range: DayRange): { sql: string; bindings: string[] } {
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
export const seoulDay = (column: string) => `(${column} AT TIME ZONE '${STATISTICS_TIME_ZONE}')::date`;

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
 * Returns the rows per dimension; the total is under 'total'. Called by the table's owner.
 */
export async function groupedCounts(
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

/** A day dimension's rows as a series, oldest day first. */
export const byDay = (rows: CountRow[]): DayRow[] =>
  rows
    .filter((row): row is { key: string; count: number } => row.key !== null)
    .map((row) => ({ date: row.key, count: row.count }))
    .sort((a, b) => a.date.localeCompare(b.date));

export const totalOf = (rows: CountRow[] | undefined) => rows?.[0]?.count ?? 0;
