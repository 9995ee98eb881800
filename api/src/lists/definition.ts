// A list definition: everything the API needs to serve one back-office list, as a GraphQL query
// with count (query.ts) and as a streamed Excel export (export.ts), from the same code. Its
// columns and filters are declared once in @congress/domain/lists (shared with the admin table);
// defineList checks the definition against that declaration when the API starts.
import type { Knex } from 'knex';
import { PAGE } from '@congress/domain';
import { sortableKeys, type FilterKind, type ListDeclaration } from '@congress/domain/lists';
import type { RequestContext } from '../context';

/** SQL for a column: a (possibly table-qualified) column name, or an expression. */
export type ColumnSql = string | { raw: string };

/**
 * How a filter field becomes SQL:
 * - contains: case-insensitive substring (`ILIKE '%text%'`, served by a trigram index);
 * - equals: exact value (`id: true`: a row id, checked like every id argument);
 * - flag: a boolean column equals true / false;
 * - oneOf: the column equals one value (of `values` when the set is fixed);
 * - dateRange: the filter fields `<key>_from` / `<key>_to` (YYYY-MM-DD, Asia/Seoul days, both included);
 * - exists: true / false = a correlated subquery finds rows / finds none (or the reverse with
 *   `trueMeans: 'none'`, for filters named `…_null`);
 * - holdsId: an integer array column holds the given id (declared as equals; a GIN index serves it).
 */
export type FilterSpec =
  | { kind: 'contains'; column: ColumnSql }
  | { kind: 'equals'; column: ColumnSql; id?: boolean }
  | { kind: 'flag'; column: ColumnSql }
  | { kind: 'oneOf'; column: ColumnSql; values?: readonly string[] }
  | { kind: 'dateRange'; column: ColumnSql }
  | { kind: 'exists'; subquery: (knex: Knex) => Knex.QueryBuilder; trueMeans: 'some' | 'none' }
  | { kind: 'holdsId'; column: string };

/** What a list's queries may use of the request: the database and "now". */
export type ListContext = Pick<RequestContext, 'knex' | 'clock'>;

export interface ListDefinition {
  /** Columns, filters and default sort, shared with the admin table (name: the export's URL). */
  declaration: ListDeclaration;
  /** Who may read the list, as the GraphQL query and the export: throws when refused. */
  guard(ctx: RequestContext): void;
  /** The rows before filters: table and fixed conditions (what the count and the export read). */
  baseQuery(ctx: ListContext): Knex.QueryBuilder;
  /**
   * Joins and selects the GraphQL rows need, applied to the page only: the count reads no more
   * tables than the filters need. Default: the base query's own columns.
   */
  rowsQuery?(query: Knex.QueryBuilder, ctx: ListContext): Knex.QueryBuilder;
  /** SQL of every declared column the list sorts by or exports. */
  columns: Readonly<Record<string, ColumnSql>>;
  /** One entry per declared filter, same keys. */
  filters: Readonly<Record<string, FilterSpec>>;
  /** The row id: breaks sort ties (stable pages) and restricts an export to chosen rows. */
  idColumn: string;
  maxPageSize: number;
  /** Exact counting stops above this many rows (query.ts COUNT_CAP unless a list sets its own). */
  countCap?: number;
  /**
   * The plain table the base query is (no fixed condition, e.g. members: `users`), whose sortable
   * columns each have a `(column, id)` index. A page with several text filters at once is then
   * looked for among the first `rows` rows of the sort order before the whole table is searched
   * (query.ts, `pageAmongFirstRows`).
   */
  firstRowsProbe?: { table: string; rows: number };
}

/** The declared filter kind a definition's filter kind may serve (exists is a yes / no filter). */
const DECLARED_KIND: Record<FilterSpec['kind'], FilterKind> = {
  contains: 'contains',
  equals: 'equals',
  flag: 'flag',
  oneOf: 'oneOf',
  dateRange: 'dateRange',
  exists: 'flag',
  holdsId: 'equals',
};

/** The definition, after checking it serves exactly its declaration (throws at start-up otherwise). */
export function defineList(
  definition: Omit<ListDefinition, 'maxPageSize'> & { maxPageSize?: number },
): ListDefinition {
  const { declaration, filters, columns } = definition;
  const problems: string[] = [];
  const declared = new Map(declaration.filters.map((filter) => [filter.key, filter.kind]));
  for (const [key, kind] of declared) {
    const spec = Object.hasOwn(filters, key) ? filters[key] : undefined;
    if (!spec) problems.push(`filter ${key} is declared but not defined`);
    else if (DECLARED_KIND[spec.kind] !== kind)
      problems.push(`filter ${key} is ${spec.kind}, declared ${kind}`);
  }
  for (const key of Object.keys(filters))
    if (!declared.has(key)) problems.push(`filter ${key} is defined but not declared`);
  for (const key of sortableKeys(declaration))
    if (!Object.hasOwn(columns, key)) problems.push(`sortable column ${key} has no SQL`);
  for (const column of declaration.columns)
    if (column.only !== 'table' && !Object.hasOwn(columns, column.key))
      problems.push(`exported column ${column.key} has no SQL`);
  if (!sortableKeys(declaration).includes(declaration.defaultSort.field))
    problems.push(`default sort ${declaration.defaultSort.field} is not sortable`);
  if (problems.length) throw new Error(`list ${declaration.name}: ${problems.join('; ')}`);
  return { maxPageSize: PAGE.maxLimit, ...definition };
}

/** A column's SQL as Knex takes it. */
export const sqlOf = (knex: Knex, column: ColumnSql): Knex.Raw =>
  typeof column === 'string' ? knex.raw('??', [column]) : knex.raw(column.raw);

/** A column's SQL selected under its declared key. */
export const selectAs = (knex: Knex, column: ColumnSql | undefined, key: string): Knex.Raw => {
  if (column === undefined) throw new Error(`no SQL for column ${key}`);
  return typeof column === 'string'
    ? knex.raw('?? as ??', [column, key])
    : knex.raw(`${column.raw} as ??`, [key]);
};
