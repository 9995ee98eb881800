// List conventions (common.graphql): start/limit paging with a capped limit, and sorting only
// by whitelisted fields so a client can never inject a column or an expression.
import type { Knex } from 'knex';
import { PAGE } from '@congress/domain';
import { invalidField } from '../errors';

export interface SortInput {
  field: string;
  direction?: 'ASC' | 'DESC' | null;
}

export function pageOf(start?: number | null, limit?: number | null): { offset: number; limit: number } {
  const offset = Math.max(0, Math.trunc(start ?? 0));
  const size = Math.trunc(limit ?? PAGE.defaultLimit);
  if (!(size >= 1 && size <= PAGE.maxLimit)) throw invalidField('limit');
  return { offset, limit: size };
}

/**
 * Applies sort conditions mapped through `columns` (GraphQL field → SQL column); id breaks ties.
 * Only the map's own keys count: `constructor`, `__proto__`, `toString`… are unknown fields.
 */
export function applySort(
  query: Knex.QueryBuilder,
  conditions: readonly SortInput[] | null | undefined,
  columns: Readonly<Record<string, string>>,
  idColumn: string,
): Knex.QueryBuilder {
  for (const [index, condition] of (conditions ?? []).entries()) {
    const column = Object.hasOwn(columns, condition.field) ? columns[condition.field] : undefined;
    if (typeof column !== 'string') throw invalidField(`sort_conditions.${index}.field`);
    query.orderBy(column, condition.direction === 'DESC' ? 'desc' : 'asc');
  }
  return query.orderBy(idColumn, 'desc');
}

/** Runs a filtered query as { count, rows } (count before paging). */
export async function listOf<T>(
  filtered: Knex.QueryBuilder,
  sorted: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: T[] }> {
  const [totals] = await filtered
    .clone()
    .clearSelect()
    .clearOrder()
    .count<{ count: number }[]>({ count: '*' });
  const rows = (await sorted(filtered.clone()).offset(page.offset).limit(page.limit)) as T[];
  return { count: Number(totals?.count ?? 0), rows };
}

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
