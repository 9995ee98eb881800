// The change log of a page whose settings organisers change (the site settings; the CME credits'
// schemes, phase, corrections and objections): who changed what and when, newest first, more on
// demand. One table for every such page; each page says what its columns hold.
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { QueryErrorNotice, StyledSmallButton } from '../listKit';
import { DataTable, type DataColumn } from './DataTable';

const StyledChangeLog = styled.section`
  display: grid;
  /* minmax(0, …): the table scrolls in its own box instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  min-width: 0;
  h2 {
    margin: 0;
  }
  .more {
    justify-self: start;
  }
`;

export function ChangeLog<Row extends { id: string }>(props: {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  titleId: string;
  emptyId: string;
  moreId: string;
  /** The first column is the time: it is kept on one line. */
  columns: DataColumn<Row>[];
  /** Undefined while the log is loading. */
  rows: readonly Row[] | undefined;
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
        <DataTable
          columns={props.columns.map((column, i) => (i === 0 ? { ...column, nowrap: true } : column))}
          rows={rows}
          rowKey={(row) => row.id}
        />
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
