import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

/** A column of a data table: its heading (a message id; none for a column of buttons) and its cell. */
export interface DataColumn<Row> {
  titleId?: string;
  /** Right-aligned (counts). */
  numeric?: boolean;
  /** Kept on one line (a date and time). */
  nowrap?: boolean;
  cell(row: Row): ReactNode;
}

/** Scrolls sideways in its own box when the table is wider than the screen (not the page). */
const StyledDataTable = styled.div`
  /* relative: a visually hidden text in a cell is clipped here too, not laid out past the page. */
  position: relative;
  overflow-x: auto;
  /* A grid or flex item's min-width is its content's: 0 lets the box, not the page, scroll. */
  min-width: 0;
  table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: 0.9rem;
    background: #fff;
  }
  th,
  td {
    text-align: left;
    padding: 6px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  td.num,
  th.num {
    text-align: right;
  }
  td.nowrap {
    white-space: nowrap;
  }
  td.empty {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * A plain table of the back office (the review pages' reviewers, progress and assignments, the
 * change logs): headings, one row per item, and one row saying why there is nothing when `emptyId`
 * is given.
 */
export function DataTable<Row>(props: {
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  emptyId?: string;
}) {
  const { columns, rows, rowKey, emptyId } = props;
  return (
    <StyledDataTable>
      <table>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.titleId ?? index} className={column.numeric ? 'num' : undefined}>
                {column.titleId && <FormattedMessage id={column.titleId} />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyId && (
            <tr>
              <td colSpan={columns.length} className="empty">
                <FormattedMessage id={emptyId} />
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td
                  key={column.titleId ?? index}
                  className={
                    [column.numeric && 'num', column.nowrap && 'nowrap'].filter(Boolean).join(' ') ||
                    undefined
                  }
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </StyledDataTable>
  );
}
