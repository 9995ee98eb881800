// A list page's state lives in the URL query (filters, sort, page, page size), so the back
// button, a reload and a shared link all show the same list. Only values that differ from the
// list's defaults are written, which keeps links short and the default page at its bare path.
import { LIST_PAGE_SIZES, type ListDeclaration, type SortCondition } from '@congress/domain/lists';

export interface ListState {
  /** Form values per filter key ('' = any); a dateRange filter uses `<key>_from` / `<key>_to`. */
  filters: Record<string, string>;
  sort: SortCondition;
  /** 1-based. */
  page: number;
  size: number;
}

/** What a page may use of its declaration (the API may not accept every declared filter yet). */
export interface ListCapabilities {
  filterKeys: readonly string[];
  sortKeys: readonly string[];
}

/** URL value of a filter that has a default but is set to "any" on purpose. */
export const ANY = 'any';
const RESERVED = new Set(['sort', 'dir', 'page', 'size']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The URL keys one filter occupies. */
export function filterFields(list: ListDeclaration, key: string): string[] {
  const filter = list.filters.find((f) => f.key === key);
  if (!filter) return [];
  return filter.kind === 'dateRange' ? [`${key}_from`, `${key}_to`] : [key];
}

export function defaultFilters(list: ListDeclaration, caps: ListCapabilities): Record<string, string> {
  const values: Record<string, string> = {};
  for (const filter of list.filters) {
    if (!caps.filterKeys.includes(filter.key)) continue;
    for (const field of filterFields(list, filter.key)) values[field] = '';
    if (filter.defaultValue !== undefined) values[filter.key] = String(filter.defaultValue);
  }
  return values;
}

export function defaultState(list: ListDeclaration, caps: ListCapabilities): ListState {
  return {
    filters: defaultFilters(list, caps),
    sort: caps.sortKeys.includes(list.defaultSort.field)
      ? list.defaultSort
      : { field: caps.sortKeys[0] ?? list.defaultSort.field, direction: list.defaultSort.direction },
    page: 1,
    size: LIST_PAGE_SIZES[0],
  };
}

/** Reads the state from a query string; values a hand-edited link gets wrong fall back to defaults. */
export function parseListState(list: ListDeclaration, caps: ListCapabilities, search: string): ListState {
  const params = new URLSearchParams(search);
  const state = defaultState(list, caps);
  for (const filter of list.filters) {
    if (!caps.filterKeys.includes(filter.key)) continue;
    for (const field of filterFields(list, filter.key)) {
      const raw = params.get(field);
      if (raw === null) continue;
      const value = raw.trim();
      if (value === ANY) state.filters[field] = '';
      else if (filter.kind === 'flag') {
        if (value === 'true' || value === 'false') state.filters[field] = value;
      } else if (filter.kind === 'dateRange') {
        if (DATE.test(value)) state.filters[field] = value;
      } else state.filters[field] = value.slice(0, 200);
    }
  }
  const sortField = params.get('sort');
  if (sortField && caps.sortKeys.includes(sortField)) {
    state.sort = { field: sortField, direction: params.get('dir') === 'desc' ? 'DESC' : 'ASC' };
  }
  const size = Number(params.get('size'));
  if ((LIST_PAGE_SIZES as readonly number[]).includes(size)) state.size = size;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = Math.min(page, 100_000);
  return state;
}

/** The query string of a state (without '?'); other parameters of the page are kept. */
export function serializeListState(
  list: ListDeclaration,
  caps: ListCapabilities,
  state: ListState,
  keep = '',
): string {
  const params = new URLSearchParams(keep);
  for (const filter of list.filters) for (const field of filterFields(list, filter.key)) params.delete(field);
  for (const key of RESERVED) params.delete(key);
  const defaults = defaultState(list, caps);
  for (const filter of list.filters) {
    if (!caps.filterKeys.includes(filter.key)) continue;
    for (const field of filterFields(list, filter.key)) {
      const value = (state.filters[field] ?? '').trim();
      if (value === (defaults.filters[field] ?? '')) continue;
      params.set(field, value === '' ? ANY : value);
    }
  }
  if (state.sort.field !== defaults.sort.field || state.sort.direction !== defaults.sort.direction) {
    params.set('sort', state.sort.field);
    params.set('dir', state.sort.direction === 'DESC' ? 'desc' : 'asc');
  }
  if (state.size !== defaults.size) params.set('size', String(state.size));
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The GraphQL filter input of the state: trimmed text, booleans for flags, nothing for "any". */
export function toQueryFilter(list: ListDeclaration, state: ListState): Record<string, string | boolean> {
  const filter: Record<string, string | boolean> = {};
  for (const declared of list.filters) {
    for (const field of filterFields(list, declared.key)) {
      const value = (state.filters[field] ?? '').trim();
      if (value === '') continue;
      filter[field] = declared.kind === 'flag' ? value === 'true' : value;
    }
  }
  return filter;
}

/** True when any filter differs from the defaults (an empty list then says "no match", not "none yet"). */
export function isFiltered(list: ListDeclaration, caps: ListCapabilities, state: ListState): boolean {
  const defaults = defaultFilters(list, caps);
  return Object.keys(defaults).some((field) => (state.filters[field] ?? '').trim() !== defaults[field]);
}
