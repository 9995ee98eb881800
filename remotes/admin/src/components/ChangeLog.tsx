// The change log of a page whose settings organisers change (the site settings; the CME credits'
// schemes, phase, corrections and objections): who changed what and when, newest first, more on
// demand. One table for every such page; each page says what its columns hold.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { QueryErrorNotice, StyledSmallButton } from '../listKit';

const StyledChangeLog = styled.section`
  display: grid;
  /* minmax(0, …): the table scrolls in its own box instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  min-width: 0;
  h2 {
    margin: 0;
  }
  .scroll {
    overflow-x: auto;
  }
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
  td:first-child {
    white-space: nowrap;
  }
  .more {
    justify-self: start;
  }
`;

export interface ChangeLogRow {
  id: string;
  /** One per column, in the columns' order. */
  cells: ReactNode[];
}

export function ChangeLog(props: {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  titleId: string;
  emptyId: string;
  moreId: string;
  /** Message ids of the column headings; the first column is the time and does not wrap. */
  columnIds: readonly string[];
  /** Undefined while the log is loading. */
  rows: ChangeLogRow[] | undefined;
  count: number | undefined;
  error: unknown;
  onMore: () => void;
  className?: string;
}) {
  const { rows, count } = props;
  return (
    <StyledChangeLog className={props.className} aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>
        <FormattedMessage id={props.titleId} />
      </h2>
      <QueryErrorNotice error={props.error} />
      {rows && rows.length === 0 && (
        <p>
          <FormattedMessage id={props.emptyId} />
        </p>
      )}
      {rows && rows.length > 0 && (
        <div className="scroll">
          <table>
            <thead>
              <tr>
                {props.columnIds.map((id) => (
                  <th key={id} scope="col">
                    <FormattedMessage id={id} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {row.cells.map((cell, i) => (
                    <td key={props.columnIds[i] ?? i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows && count !== undefined && rows.length < count && (
        <div className="more">
          <StyledSmallButton type="button" $variant="secondary" onClick={props.onMore}>
            <FormattedMessage id={props.moreId} />
          </StyledSmallButton>
        </div>
      )}
    </StyledChangeLog>
  );
}
