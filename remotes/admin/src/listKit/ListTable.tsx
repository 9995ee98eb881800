import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { columnsFor, labelIn, type ListColumn, type SortCondition } from '@congress/domain/lists';
import { media } from '@congress/ui';
import { formatCell } from './cells';
import { StyledTable, StyledTableScroll } from './styles';
import type { ListPageConfig, ListTools } from './types';

const StyledCardTitle = styled.span`
  ${media.desktop} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

// A date-time may break between its date and its time (two short lines beat a wider table).
const NOWRAP = new Set(['id', 'flag', 'date', 'mailType']);

/** Numbers right-aligned, short values on one line, long texts given room to wrap. */
function cellClass(column: ListColumn): string | undefined {
  if (column.kind === 'number') return 'num';
  if (NOWRAP.has(column.kind)) return 'nowrap';
  return column.width && column.width >= 30 ? 'wrap' : undefined;
}

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

function SelectAll(props: {
  checked: boolean;
  mixed: boolean;
  disabled: boolean;
  onChange: (all: boolean) => void;
}) {
  const intl = useIntl();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = props.mixed;
  }, [props.mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={intl.formatMessage({ id: 'admin.list.selectPage' })}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.checked)}
    />
  );
}

/**
 * The list's table: declared columns, sortable headers (aria-sort), a checkbox per row when
 * the page has bulk actions, and one row saying why there is nothing to show. On a phone each
 * row is a card (styles.ts).
 */
export function ListTable<Row extends { id: string }>(props: {
  config: ListPageConfig<Row>;
  /** The scroll region: where focus goes when a row that had it is gone. */
  regionRef: RefObject<HTMLDivElement | null>;
  rows: readonly Row[];
  sortKeys: readonly string[];
  sort: SortCondition;
  onSort: (sort: SortCondition) => void;
  selectable: boolean;
  selected: ReadonlyMap<string, Row>;
  onSelect: (rows: readonly Row[], selected: boolean) => void;
  tools: ListTools;
  /** Loading, error or empty: one full-width row instead of data. */
  state: ReactNode;
  busy: boolean;
}) {
  const intl = useIntl();
  const { config, rows, tools } = props;
  const columns = columnsFor(config.list, 'table').filter((c) => !config.hiddenColumns?.includes(c.key));
  const extra = config.extraColumns ?? [];
  const RowActions = config.RowActions;
  const span = columns.length + extra.length + (props.selectable ? 1 : 0) + (RowActions ? 1 : 0);
  const onPage = rows.filter((row) => props.selected.has(row.id)).length;
  const actionsLabel = intl.formatMessage({ id: 'admin.list.actions' });

  return (
    <StyledTableScroll
      ref={props.regionRef}
      role="region"
      aria-label={intl.formatMessage({ id: config.titleId })}
      // A region that scrolls sideways must be reachable with the keyboard.
      tabIndex={0}
    >
      {/* Explicit roles: the phone layout restyles the table as cards, which would drop them. */}
      <StyledTable role="table" aria-busy={props.busy}>
        <thead>
          <tr>
            {props.selectable && (
              <th className="select" scope="col">
                <SelectAll
                  checked={rows.length > 0 && onPage === rows.length}
                  mixed={onPage > 0 && onPage < rows.length}
                  disabled={!rows.length}
                  onChange={(all) => props.onSelect(rows, all)}
                />
              </th>
            )}
            {columns.map((column) => {
              const label = labelIn(column.label, intl.locale);
              const sortable = props.sortKeys.includes(column.key);
              const current = props.sort.field === column.key ? props.sort.direction : null;
              const className = column.kind === 'number' ? 'num' : undefined;
              if (!sortable)
                return (
                  <th key={column.key} scope="col" className={className}>
                    {label}
                  </th>
                );
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={className}
                  aria-sort={current ? ARIA_SORT[current] : 'none'}
                >
                  <button
                    type="button"
                    className="sort"
                    onClick={() =>
                      props.onSort({ field: column.key, direction: current === 'ASC' ? 'DESC' : 'ASC' })
                    }
                  >
                    {label}
                    <span className="arrow" aria-hidden="true">
                      {current === 'ASC' ? '▲' : current === 'DESC' ? '▼' : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
            {extra.map((column) => (
              <th key={column.key} scope="col">
                <FormattedMessage id={column.labelId} />
              </th>
            ))}
            {RowActions && (
              <th scope="col" className="actions">
                <span>{actionsLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.state ? (
            <tr role="row" className="state">
              <td role="cell" colSpan={span}>
                {props.state}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const selected = props.selected.has(row.id);
              const label = config.rowLabel(row);
              const classes = [config.rowMuted?.(row) ? 'muted' : '', selected ? 'selected' : ''].filter(
                Boolean,
              );
              return (
                <tr role="row" key={row.id} className={classes.join(' ') || undefined}>
                  {props.selectable && (
                    <td role="cell" className="select">
                      <label>
                        <input
                          type="checkbox"
                          aria-label={intl.formatMessage({ id: 'admin.list.selectRow' }, { label })}
                          checked={selected}
                          onChange={(e) => props.onSelect([row], e.target.checked)}
                        />
                        <StyledCardTitle aria-hidden="true">{label}</StyledCardTitle>
                      </label>
                    </td>
                  )}
                  {columns.map((column) => {
                    const custom = config.cells?.[column.key];
                    const value = (row as Record<string, unknown>)[column.key];
                    return (
                      <td
                        role="cell"
                        key={column.key}
                        data-label={labelIn(column.label, intl.locale)}
                        className={cellClass(column)}
                      >
                        {custom ? custom(row, tools) : formatCell(column, value, intl)}
                      </td>
                    );
                  })}
                  {extra.map((column) => (
                    <td role="cell" key={column.key} data-label={intl.formatMessage({ id: column.labelId })}>
                      {column.render(row, tools)}
                    </td>
                  ))}
                  {RowActions && (
                    <td role="cell" className="actions">
                      <RowActions row={row} tools={tools} />
                    </td>
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
