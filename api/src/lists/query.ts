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
    if (spec.kind === 'equals' && spec.id && values[key] != null && values[key] !== '')
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
      const needle = String(value).trim();
      if (needle) q.where(sqlOf(knex, spec.column), 'ilike', likePattern(needle));
      return;
    }
    case 'equals':
    case 'oneOf':
      if (value !== '') q.where(sqlOf(knex, spec.column), '=', value as string | number);
      return;
    case 'flag':
      q.where(sqlOf(knex, spec.column), '=', value as boolean);
      return;
    case 'exists': {
      const wantRows = (value as boolean) === (spec.trueMeans === 'some');
      if (wantRows) q.whereExists(spec.subquery(knex));
      else q.whereNotExists(spec.subquery(knex));
      return;
    }
  }
}

/** The definition's base query narrowed by a parsed filter (parseFilter). */
export function filteredQuery(
  definition: ListDefinition,
  ctx: ListContext,
  values: ListFilterValues,
): Knex.QueryBuilder {
  const q = definition.baseQuery(ctx);
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

/**
 * One page of a list and the number of all rows that match: the access check of the
 * definition first, then two statements (count and page) run side by side.
 */
export async function runList<Row>(
  definition: ListDefinition,
  ctx: RequestContext,
  args: ListArgs,
): Promise<{ count: number; rows: Row[] }> {
  definition.guard(ctx);
  const filter = parseFilter(definition, args.filter);
  const sort = parseSort(definition, args.sort_conditions);
  const page = parsePage(definition, args.start, args.limit);
  const filtered = filteredQuery(definition, ctx, filter);
  const [totals, rows] = await Promise.all([
    filtered.clone().clearSelect().clearOrder().count<{ count: string | number }[]>({ count: '*' }),
    sortedQuery(definition, filtered.clone(), ctx.knex, sort).offset(page.offset).limit(page.limit),
  ]);
  return { count: Number(totals[0]?.count ?? 0), rows: rows as Row[] };
}
