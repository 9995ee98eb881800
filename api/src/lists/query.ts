// runList: a list definition's rows for one request: validated filter, sort and page, with the
// count of all matching rows. The GraphQL list resolvers call it; export.ts shares its filter
// and sort (filteredQuery, sortedQuery).
import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { PAGE, TIME_ZONE } from '@congress/domain';
import type { RequestContext } from '../context';
import { invalidField, parseInput } from '../errors';
import { parseId } from '../graphql/inputs';
import { recordPersonalDataAccess } from '../modules/accessRecord/accessRecord.service';
import { sqlOf, type FilterSpec, type ListContext, type ListDefinition } from './definition';

export interface SortInput {
  field: string;
  direction?: 'ASC' | 'DESC' | null;
}

/** A list's arguments as GraphQL (or the export's JSON body) hands them over. */
export interface ListArgs {
  filter?: Readonly<Record<string, unknown>> | null;
  sort_conditions?: readonly SortInput[] | null;
  start?: number | null;
  limit?: number | null;
}

export type ListFilterValues = Record<string, unknown>;

/**
 * Exact counting stops here. Counting every match of a broad filter over 100,000 members cost
 * more than the page itself (docs/benchmarks.md); above the cap the list answers the database
 * planner's estimate of the filtered rows (never below COUNT_CAP + 1) and countEstimated = true.
 */
export const COUNT_CAP = 1_000;

/** Longest text a contains / equals filter accepts. */
const MAX_FILTER_TEXT = 200;
/** More sort conditions than columns worth sorting by is a mistake or an attack. */
const MAX_SORT_CONDITIONS = 5;

const text = z.string().max(MAX_FILTER_TEXT, 'validation.tooLong');
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => DateTime.fromISO(value, { zone: TIME_ZONE }).isValid, 'validation.date');

/** The zod schema of a list's filter: one field per filter (two for a date range), nothing else. */
function filterSchema(definition: ListDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, spec] of Object.entries(definition.filters)) {
    switch (spec.kind) {
      case 'contains':
        shape[key] = text.nullish();
        break;
      case 'equals':
        shape[key] = spec.id ? z.union([z.string(), z.number()]).nullish() : text.nullish();
        break;
      case 'holdsId':
        shape[key] = z.union([z.string(), z.number()]).nullish();
        break;
      case 'flag':
      case 'exists':
        shape[key] = z.boolean().nullish();
        break;
      case 'oneOf':
        shape[key] = (spec.values ? z.enum(spec.values as [string, ...string[]]) : text).nullish();
        break;
      case 'dateRange':
        shape[`${key}_from`] = isoDay.nullish();
        shape[`${key}_to`] = isoDay.nullish();
        break;
    }
  }
  return z.strictObject(shape);
}

const schemas = new WeakMap<ListDefinition, z.ZodType<ListFilterValues>>();

/** The filter, checked field by field (VALIDATION_FAILED naming `filter.<field>`). */
export function parseFilter(definition: ListDefinition, filter: unknown): ListFilterValues {
  let schema = schemas.get(definition);
  if (!schema) {
    schema = filterSchema(definition) as z.ZodType<ListFilterValues>;
    schemas.set(definition, schema);
  }
  const values = parseInput(z.object({ filter: schema }), { filter: filter ?? {} }).filter;
  for (const [key, spec] of Object.entries(definition.filters)) {
    const isId = (spec.kind === 'equals' && spec.id) || spec.kind === 'holdsId';
    if (isId && values[key] != null && values[key] !== '')
      values[key] = parseId(values[key], `filter.${key}`);
  }
  return values;
}

export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Start of a Seoul day (YYYY-MM-DD), `days` later. */
const seoulDay = (day: string, days = 0) =>
  DateTime.fromISO(day, { zone: TIME_ZONE }).startOf('day').plus({ days }).toJSDate();

function applyFilter(
  q: Knex.QueryBuilder,
  knex: Knex,
  key: string,
  spec: FilterSpec,
  values: ListFilterValues,
) {
  if (spec.kind === 'dateRange') {
    const from = values[`${key}_from`] as string | null | undefined;
    const to = values[`${key}_to`] as string | null | undefined;
    if (from) q.where(sqlOf(knex, spec.column), '>=', seoulDay(from));
    if (to) q.where(sqlOf(knex, spec.column), '<', seoulDay(to, 1));
    return;
  }
  const value = values[key];
  if (value === undefined || value === null) return;
  switch (spec.kind) {
    case 'contains': {
      // lower(column) LIKE lower(text): served by the trigram index on lower(column), and twice
      // as fast as ILIKE per row where no index helps.
      const needle = String(value).trim().toLowerCase();
      if (needle) q.whereRaw('lower(?) like ?', [sqlOf(knex, spec.column), likePattern(needle)]);
      return;
    }
    case 'equals':
    case 'oneOf':
      if (value !== '') q.where(sqlOf(knex, spec.column), '=', value as string | number);
      return;
    case 'flag':
      q.where(sqlOf(knex, spec.column), '=', value as boolean);
      return;
    case 'holdsId':
      if (value !== '') q.whereRaw('?? @> array[?]::int[]', [spec.column, value as number]);
      return;
    case 'exists': {
      const wantRows = (value as boolean) === (spec.trueMeans === 'some');
      if (wantRows) q.whereExists(spec.subquery(knex));
      else q.whereNotExists(spec.subquery(knex));
      return;
    }
  }
}

/** The definition's base query (or `from`, a stand-in for it) narrowed by a parsed filter (parseFilter). */
export function filteredQuery(
  definition: ListDefinition,
  ctx: ListContext,
  values: ListFilterValues,
  from?: Knex.QueryBuilder,
): Knex.QueryBuilder {
  const q = from ?? definition.baseQuery(ctx);
  for (const [key, spec] of Object.entries(definition.filters)) applyFilter(q, ctx.knex, key, spec, values);
  return q;
}

/** Checked sort conditions; none given: the declared default sort. */
export function parseSort(definition: ListDefinition, conditions: readonly SortInput[] | null | undefined) {
  const given = conditions ?? [];
  if (given.length > MAX_SORT_CONDITIONS) throw invalidField('sort_conditions');
  const sortable = new Set(definition.declaration.columns.filter((c) => c.sortable).map((c) => c.key));
  const parsed = given.map((condition, index) => {
    if (typeof condition?.field !== 'string' || !sortable.has(condition.field))
      throw invalidField(`sort_conditions.${index}.field`);
    const direction = condition.direction ?? 'ASC';
    if (direction !== 'ASC' && direction !== 'DESC') throw invalidField(`sort_conditions.${index}.direction`);
    return { field: condition.field, direction };
  });
  return parsed.length ? parsed : [definition.declaration.defaultSort];
}

/**
 * Orders by the conditions, then by id in the first condition's direction, so pages are stable
 * and an index on (sort column, id) serves the whole order.
 */
export function sortedQuery(
  definition: ListDefinition,
  q: Knex.QueryBuilder,
  knex: Knex,
  sort: { field: string; direction: 'ASC' | 'DESC' }[],
): Knex.QueryBuilder {
  for (const { field, direction } of sort) {
    const column = definition.columns[field] as NonNullable<ListDefinition['columns'][string]>;
    if (typeof column === 'string') q.orderBy(column, direction === 'DESC' ? 'desc' : 'asc');
    else q.orderByRaw(`${column.raw} ${direction === 'DESC' ? 'desc' : 'asc'}`);
  }
  return q.orderBy(definition.idColumn, sort[0]?.direction === 'DESC' ? 'desc' : 'asc');
}

export function parsePage(definition: ListDefinition, start?: number | null, limit?: number | null) {
  const offset = Math.trunc(start ?? 0);
  if (!(offset >= 0)) throw invalidField('start');
  const size = Math.trunc(limit ?? PAGE.defaultLimit);
  if (!(size >= 1 && size <= definition.maxPageSize)) throw invalidField('limit');
  return { offset, limit: size };
}

/** The planner's estimate of how many rows a query returns (EXPLAIN, nothing is read). */
async function estimatedRows(knex: Knex, query: Knex.QueryBuilder): Promise<number> {
  const { sql, bindings } = query.toSQL();
  const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    bindings,
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/** Text filters combined before a page is first looked for among the first rows (firstRowsProbe). */
const PROBE_FROM_CONTAINS_FILTERS = 2;

/**
 * A page looked for among the first `probe.rows` rows of the sort order only (an index scan that
 * stops there), or null when they hold fewer matches than the page needs. A full page found there
 * is the right one: a match the prefix does not hold comes after every match it holds.
 * Why: PostgreSQL estimates combined text filters as independent, so for four of them at once it
 * expects ~100 matches and intersects trigram indexes, then reads and sorts every match (2,500 rows
 * and 33 ms with the benchmark's 100,000 members); the newest 2,300 rows held the page (7 ms).
 * Only for several text filters: one is estimated well, and a probe that finds too little costs
 * ~10 ms before the whole-table query (docs/benchmarks.md, "Admin lists and export").
 */
async function pageAmongFirstRows<Row>(
  definition: ListDefinition,
  ctx: ListContext,
  filter: ListFilterValues,
  sort: { field: string; direction: 'ASC' | 'DESC' }[],
  page: { offset: number; limit: number },
): Promise<Row[] | null> {
  const probe = definition.firstRowsProbe;
  if (!probe) return null;
  const texts = Object.entries(definition.filters).filter(
    ([key, spec]) => spec.kind === 'contains' && String(filter[key] ?? '').trim() !== '',
  ).length;
  if (texts < PROBE_FROM_CONTAINS_FILTERS) return null;
  // Only plain columns: each has a (column, id) index that serves the prefix.
  if (sort.some(({ field }) => typeof definition.columns[field] !== 'string')) return null;
  const { knex } = ctx;
  if (page.offset + page.limit > probe.rows) return null;
  const firstRows = sortedQuery(definition, knex(probe.table), knex, sort).limit(probe.rows).as(probe.table);
  const filtered = filteredQuery(definition, ctx, filter, knex.from(firstRows));
  const pageQuery = definition.rowsQuery ? definition.rowsQuery(filtered, ctx) : filtered;
  const rows = (await sortedQuery(definition, pageQuery, knex, sort)
    .offset(page.offset)
    .limit(page.limit)) as Row[];
  return rows.length === page.limit ? rows : null;
}

/**
 * One page of a list and how many rows match (exact up to the cap, else estimated): the access
 * check of the definition first, then the count and the page side by side (and, only when the
 * count reached the cap, the estimate).
 */
export async function runList<Row>(
  definition: ListDefinition,
  ctx: RequestContext,
  args: ListArgs,
): Promise<{ count: number; countEstimated: boolean; rows: Row[] }> {
  definition.guard(ctx);
  const filter = parseFilter(definition, args.filter);
  const sort = parseSort(definition, args.sort_conditions);
  const page = parsePage(definition, args.start, args.limit);
  const filtered = filteredQuery(definition, ctx, filter);
  const { knex } = ctx;
  const cap = definition.countCap ?? COUNT_CAP;
  const matching = filtered.clone().clearSelect().clearOrder().select(knex.raw('1'));
  const pageQuery = definition.rowsQuery ? definition.rowsQuery(filtered.clone(), ctx) : filtered.clone();
  const [totals, rows] = await Promise.all([
    knex
      .from(
        matching
          .clone()
          .limit(cap + 1)
          .as('matching'),
      )
      .count<{ count: string | number }[]>({ count: '*' }),
    pageAmongFirstRows<Row>(definition, ctx, filter, sort, page).then(
      (found) =>
        found ?? sortedQuery(definition, pageQuery, knex, sort).offset(page.offset).limit(page.limit),
    ),
  ]);
  const exact = Number(totals[0]?.count ?? 0);
  const count = exact <= cap ? exact : Math.max(await estimatedRows(knex, matching), cap + 1);
  await recordListRead(definition, ctx, filter, page, count);
  return { count, countEstimated: exact > cap, rows: rows as Row[] };
}

/** The filter's given values only (what the access record keeps of a list's filter). */
export const givenValues = (filter: ListFilterValues) =>
  Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );

/**
 * A list with personal columns read by the back office (issue 39 §3): one row of the access record
 * per page, with the list's filter, the page and how many rows matched.
 */
async function recordListRead(
  definition: ListDefinition,
  ctx: RequestContext,
  filter: ListFilterValues,
  page: { offset: number; limit: number },
  count: number,
) {
  // The guard let a login through (a list definition's own tests may run one without).
  if (definition.declaration.personalData !== 'read' || !ctx.auth?.user) return;
  await recordPersonalDataAccess(ctx, {
    action: 'READ',
    operation: `list:${definition.declaration.name}`,
    filter: { filter: givenValues(filter), start: page.offset, limit: page.limit },
    rowCount: count,
  });
}
