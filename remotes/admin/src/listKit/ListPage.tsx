import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { labelIn, sortableKeys, type ListColumn, type SortCondition } from '@congress/domain/lists';
import type { Outcome } from '../dialogs/ConfirmDialog';
import { BulkDialog } from './BulkDialog';
import { errorText, filterErrors, refusedFilterKeys } from './errors';
import { ExportButton } from './ExportButton';
import { FilterForm } from './FilterForm';
import { ListTable } from './ListTable';
import { Pager } from './Pager';
import { StyledAdminPage, StyledMobileOnly, StyledNotice, StyledSmallButton, StyledToolbar } from './styles';
import type { BulkAction, ListPageConfig, ListQuery, ListTools } from './types';
import { useListState } from './useListState';
import { defaultFilters, isFiltered, toQueryFilter, type ListCapabilities } from './urlState';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** Sort choice for phones, where the table's headers are hidden. */
function SortSelect(props: {
  columns: readonly ListColumn[];
  sortKeys: readonly string[];
  sort: SortCondition;
  onSort: (sort: SortCondition) => void;
}) {
  const intl = useIntl();
  const columns = props.columns.filter((c) => props.sortKeys.includes(c.key));
  if (!columns.length) return null;
  return (
    <label>
      <FormattedMessage id="admin.sort" />{' '}
      <select
        value={`${props.sort.field}:${props.sort.direction}`}
        onChange={(e) => {
          const [field = '', direction] = e.target.value.split(':');
          props.onSort({ field, direction: direction === 'DESC' ? 'DESC' : 'ASC' });
        }}
      >
        {columns.flatMap((column) =>
          (['ASC', 'DESC'] as const).map((direction) => (
            <option key={`${column.key}:${direction}`} value={`${column.key}:${direction}`}>
              {intl.formatMessage(
                { id: direction === 'ASC' ? 'admin.list.sortAsc' : 'admin.list.sortDesc' },
                { column: labelIn(column.label, intl.locale) },
              )}
            </option>
          )),
        )}
      </select>
    </label>
  );
}

/**
 * A back-office list drawn from configuration: filters and sort and page in the URL, sortable
 * headers, row selection with confirmed bulk actions, pager, export with progress, and a
 * loading, error or empty state in the table's place. A page supplies its declaration, its
 * query and its actions (see features/*).
 */
export function ListPage<Row extends { id: string }>({
  config,
  children,
  actions,
}: {
  config: ListPageConfig<Row>;
  /** Sections under the list (e.g. "add a group"). */
  children?: ReactNode;
  /** Links or buttons under the heading, before the filters (e.g. "New post"). */
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const { list } = config;
  const caps = useMemo<ListCapabilities>(
    () => ({
      filterKeys: config.filterKeys ?? list.filters.map((f) => f.key),
      sortKeys: config.sortKeys ?? sortableKeys(list),
    }),
    [config.filterKeys, config.sortKeys, list],
  );
  const [state, setState] = useListState(list, caps);
  const defaults = useMemo(() => defaultFilters(list, caps), [list, caps]);
  const query = useMemo<ListQuery>(
    () => ({
      filter: toQueryFilter(list, state),
      sort: state.sort,
      start: (state.page - 1) * state.size,
      limit: state.size,
    }),
    [list, state],
  );
  const result = config.useRows(query);

  // While the next page loads, the previous rows stay (dimmed, aria-busy) instead of a blank table.
  const [shown, setShown] = useState({ rows: result.rows, count: result.count });
  if (result.rows && (result.rows !== shown.rows || result.count !== shown.count)) {
    setShown({ rows: result.rows, count: result.count });
  }
  const rows = result.rows ?? shown.rows;
  const count = result.count ?? shown.count;

  // Selection belongs to one search: new filters or another sort start it again.
  const searchKey = JSON.stringify([query.filter, query.sort]);
  const [selection, setSelection] = useState({ key: searchKey, rows: new Map<string, Row>() });
  const selected = selection.key === searchKey ? selection.rows : new Map<string, Row>();
  const select = (changed: readonly Row[], on: boolean) => {
    const next = new Map(selected);
    for (const row of changed) {
      if (on) next.set(row.id, row);
      else next.delete(row.id);
    }
    setSelection({ key: searchKey, rows: next });
  };

  const [bulk, setBulk] = useState<BulkAction<Row, unknown> | null>(null);
  const [lastOutcome, setLastOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const queryRefetch = result.refetch;
  const refetch = useCallback(async () => {
    await queryRefetch();
    // A row that had the focus may be gone (deleted, filtered out): the table takes it over.
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        (region.current ?? heading.current)?.focus();
      }
    });
  }, [queryRefetch]);
  const tools = useMemo<ListTools>(
    () => ({ intl, refetch, returnFocus: () => region.current ?? heading.current }),
    [intl, refetch],
  );

  const title = intl.formatMessage({ id: config.titleId });
  useDocumentTitle(title);

  // A page past the end (its last rows were deleted, or an old link): go to the last page.
  const freshCount = result.loading ? undefined : result.count;
  useEffect(() => {
    if (freshCount === undefined) return;
    const last = Math.max(1, Math.ceil(freshCount / state.size));
    if (state.page > last) setState({ ...state, page: last }, { replace: true });
  }, [freshCount, setState, state]);

  const filtered = isFiltered(list, caps, state);
  let tableState: ReactNode = null;
  const refused = result.error ? filterErrors(intl, result.error, list) : [];
  // An error replaces the rows: rows of the previous search under new filters would mislead.
  if (result.error) {
    tableState = (
      <div role="alert">
        <p>{errorText(intl, result.error)}</p>
        {refused.length > 0 && (
          <ul className="refused">
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <StyledSmallButton type="button" onClick={() => void refetch()}>
          <FormattedMessage id="admin.list.retry" />
        </StyledSmallButton>
      </div>
    );
  } else if (!rows) {
    tableState = (
      <span role="status">
        <FormattedMessage id="common.loading" />
      </span>
    );
  } else if (!rows.length) {
    tableState = filtered ? (
      <>
        <p>
          <FormattedMessage id="admin.list.noMatch" />
        </p>
        <StyledSmallButton
          type="button"
          $variant="secondary"
          onClick={() => setState({ ...state, filters: defaults, page: 1 })}
        >
          <FormattedMessage id="admin.list.reset" />
        </StyledSmallButton>
      </>
    ) : (
      <FormattedMessage id="admin.list.empty" />
    );
  }

  const bulkActions = config.bulkActions ?? [];
  const selectedRows = [...selected.values()];
  const onSort = (sort: SortCondition) => setState({ ...state, sort, page: 1 });

  return (
    <StyledAdminPage aria-labelledby="list-title">
      <h1 id="list-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {config.introId && (
        <p className="intro">
          <FormattedMessage id={config.introId} />
        </p>
      )}
      {actions && <div className="actions">{actions}</div>}
      <FilterForm
        list={list}
        filterKeys={caps.filterKeys}
        applied={state.filters}
        defaults={defaults}
        invalid={result.error ? refusedFilterKeys(result.error) : []}
        onApply={(filters) => setState({ ...state, filters, page: 1 })}
      />
      <StyledToolbar>
        <span className="count" role="status">
          {count !== undefined && <FormattedMessage id={config.countId} values={{ count }} />}
        </span>
        {bulkActions.length > 0 && (
          <div
            className="selection"
            role="group"
            aria-label={intl.formatMessage({ id: 'admin.list.bulkActions' })}
          >
            <span>
              <FormattedMessage id="admin.list.selected" values={{ count: selected.size }} />
            </span>
            {bulkActions.map((action) => (
              <StyledSmallButton
                key={action.key}
                type="button"
                $variant="secondary"
                aria-disabled={!selected.size}
                aria-describedby={selected.size ? undefined : 'bulk-hint'}
                onClick={() => {
                  setLastOutcome(null);
                  if (selected.size) setBulk(action);
                }}
              >
                <FormattedMessage id={action.labelId} values={{ count: selected.size }} />
              </StyledSmallButton>
            ))}
            {selected.size > 0 ? (
              <StyledSmallButton
                type="button"
                $variant="secondary"
                onClick={() => setSelection({ key: searchKey, rows: new Map() })}
              >
                <FormattedMessage id="admin.list.clearSelection" />
              </StyledSmallButton>
            ) : (
              <span id="bulk-hint" className="hint">
                <FormattedMessage id="admin.list.selectHint" />
              </span>
            )}
          </div>
        )}
        {config.exportRequest && (
          <ExportButton
            selected={selected.size}
            request={config.exportRequest(
              query,
              selected.size ? [...selected.keys()] : undefined,
              intl.locale,
            )}
          />
        )}
        {config
          .extraDownloads?.(query, selected.size ? [...selected.keys()] : undefined, intl.locale)
          .map(({ labelId, request }) => (
            <ExportButton key={labelId} labelId={labelId} selected={selected.size} request={request} />
          ))}
      </StyledToolbar>
      <StyledMobileOnly>
        <SortSelect columns={list.columns} sortKeys={caps.sortKeys} sort={state.sort} onSort={onSort} />
      </StyledMobileOnly>
      {lastOutcome && (
        <StyledNotice
          $tone={lastOutcome.failed?.length ? 'error' : 'success'}
          role={lastOutcome.failed?.length ? 'alert' : 'status'}
        >
          {lastOutcome.message}
        </StyledNotice>
      )}
      <ListTable
        config={config}
        regionRef={region}
        rows={rows ?? []}
        sortKeys={caps.sortKeys}
        sort={state.sort}
        onSort={onSort}
        selectable={bulkActions.length > 0}
        selected={selected}
        onSelect={select}
        tools={tools}
        state={tableState}
        busy={result.loading}
      />
      {count !== undefined && count > 0 && !result.error && (
        <Pager
          page={state.page}
          size={state.size}
          count={count}
          onPage={(page) => setState({ ...state, page })}
          onSize={(size) => setState({ ...state, size, page: 1 })}
        />
      )}
      {children}
      {bulk && (
        <BulkDialog
          action={bulk}
          rows={selectedRows}
          rowLabel={config.rowLabel}
          tools={tools}
          onClose={(done, outcome) => {
            setBulk(null);
            if (!done) return;
            setLastOutcome(outcome);
            setSelection({ key: searchKey, rows: new Map() });
            void refetch();
          }}
        />
      )}
    </StyledAdminPage>
  );
}
