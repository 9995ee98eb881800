import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A column of a review table: its heading (a message id; none for a column of buttons) and its cell. */
export interface ReviewColumn<Row> {
  titleId?: string;
  /** Right-aligned (counts). */
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

/**
 * The review pages' plain tables (reviewers, progress, proposal, assignments): headings, one row
 * per item, and one row saying why there is nothing when `emptyId` is given. Scrolls in its own
 * box on a phone (styles.ts, `.scroll`).
 */
export function ReviewTable<Row>(props: {
  columns: ReviewColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  emptyId?: string;
}) {
  const { columns, rows, rowKey, emptyId } = props;
  return (
    <div className="scroll">
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
              <td colSpan={columns.length} className="muted">
                <FormattedMessage id={emptyId} />
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td key={column.titleId ?? index} className={column.numeric ? 'num' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
