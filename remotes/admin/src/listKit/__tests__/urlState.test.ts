import { MEMBERS_LIST, sortableKeys } from '@congress/domain/lists';
import type { ListDeclaration } from '@congress/domain/lists';
import {
  defaultState,
  isFiltered,
  parseListState,
  serializeListState,
  toQueryFilter,
  type ListCapabilities,
} from '../urlState';

const caps: ListCapabilities = {
  filterKeys: MEMBERS_LIST.filters.map((f) => f.key),
  sortKeys: sortableKeys(MEMBERS_LIST),
};

const WITH_DATES: ListDeclaration = {
  ...MEMBERS_LIST,
  filters: [...MEMBERS_LIST.filters, { key: 'created', label: { en: 'c', ko: 'c' }, kind: 'dateRange' }],
};

describe('list state in the URL', () => {
  it('writes nothing for the defaults, so the bare path is the default list', () => {
    expect(serializeListState(MEMBERS_LIST, caps, defaultState(MEMBERS_LIST, caps))).toBe('');
  });

  it('applies a filter default when the URL does not name the filter', () => {
    const state = parseListState(MEMBERS_LIST, caps, '');
    expect(state.filters.delete).toBe('false');
    expect(toQueryFilter(MEMBERS_LIST, state)).toEqual({ delete: false });
  });

  it('keeps "any" for a filter that has a default, so a shared link shows deleted members too', () => {
    const state = defaultState(MEMBERS_LIST, caps);
    state.filters.delete = '';
    const search = serializeListState(MEMBERS_LIST, caps, state);
    expect(search).toBe('delete=any');
    const back = parseListState(MEMBERS_LIST, caps, search);
    expect(back.filters.delete).toBe('');
    expect(toQueryFilter(MEMBERS_LIST, back)).toEqual({});
  });

  it('round-trips filters, sort, page and page size', () => {
    const state = defaultState(MEMBERS_LIST, caps);
    state.filters.email_contains = ' kim@ ';
    state.filters.blocked = 'true';
    state.filters.country = 'KR';
    state.sort = { field: 'familyName', direction: 'ASC' };
    state.page = 3;
    state.size = 50;
    const search = serializeListState(MEMBERS_LIST, caps, state);
    const back = parseListState(MEMBERS_LIST, caps, search);
    expect(back).toEqual({ ...state, filters: { ...state.filters, email_contains: 'kim@' } });
    expect(toQueryFilter(MEMBERS_LIST, back)).toEqual({
      email_contains: 'kim@',
      blocked: true,
      country: 'KR',
      delete: false,
    });
  });

  it('ignores what a hand-edited link gets wrong', () => {
    const state = parseListState(
      MEMBERS_LIST,
      caps,
      'blocked=maybe&sort=password&dir=desc&size=7&page=-2&nope=1',
    );
    expect(state).toEqual(defaultState(MEMBERS_LIST, caps));
  });

  it('sorts only by columns the page supports', () => {
    const narrow = { ...caps, sortKeys: ['id'] };
    expect(parseListState(MEMBERS_LIST, narrow, 'sort=email&dir=asc').sort.field).toBe('id');
    expect(parseListState(MEMBERS_LIST, caps, 'sort=email&dir=asc').sort).toEqual({
      field: 'email',
      direction: 'ASC',
    });
  });

  it('drops filters the page does not offer', () => {
    const narrow = { ...caps, filterKeys: ['blocked'] };
    const state = parseListState(MEMBERS_LIST, narrow, 'email_contains=a&blocked=false');
    expect(toQueryFilter(MEMBERS_LIST, state)).toEqual({ blocked: false });
  });

  it('keeps date ranges as two dated fields', () => {
    const dateCaps = { ...caps, filterKeys: WITH_DATES.filters.map((f) => f.key) };
    const state = parseListState(WITH_DATES, dateCaps, 'created_from=2024-03-01&created_to=tomorrow');
    expect(toQueryFilter(WITH_DATES, state)).toEqual({ created_from: '2024-03-01', delete: false });
  });

  it("keeps the page's other query parameters", () => {
    const state = defaultState(MEMBERS_LIST, caps);
    state.page = 2;
    expect(serializeListState(MEMBERS_LIST, caps, state, 'tab=x&page=9')).toBe('tab=x&page=2');
  });

  it('tells a filtered list from the default one', () => {
    const state = defaultState(MEMBERS_LIST, caps);
    expect(isFiltered(MEMBERS_LIST, caps, state)).toBe(false);
    state.filters.givenName = 'Hana';
    expect(isFiltered(MEMBERS_LIST, caps, state)).toBe(true);
  });
});
