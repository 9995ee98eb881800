import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { ListDeclaration, SortCondition } from '@congress/domain/lists';
import type { Outcome } from '../dialogs/ConfirmDialog';

/** One page of a list as the page's GraphQL query takes it. */
export interface ListQuery {
  filter: Record<string, string | boolean>;
  sort: SortCondition;
  start: number;
  limit: number;
}

/** What a page's query adapter hands back (a thin wrapper over a generated hook). */
export interface RowsResult<Row> {
  rows: readonly Row[] | undefined;
  count: number | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Tools a row action or a bulk action gets from the kit. */
export interface ListTools {
  intl: IntlShape;
  /** Reloads the current page (after a change). */
  refetch: () => Promise<unknown>;
  /** Where focus goes when the element that had it is gone (a deleted row's button). */
  returnFocus: () => HTMLElement | null;
}

/** A confirmed action on the selected rows (delete, change group, send mail…). */
export interface BulkAction<Row, Input = unknown> {
  key: string;
  /** Toolbar button: message id, gets {count}. */
  labelId: string;
  danger?: boolean;
  /** Dialog title: message id, gets {count}. */
  titleId: string;
  /** What will happen: message id, gets {count} only (the dialog lists the rows' labels under it). */
  textId: string;
  /** Dialog's confirm button: message id, gets {count}. */
  confirmId: string;
  /** Rows this action may not touch (yourself…): named in the dialog and left out. */
  excluded?(row: Row): ReactNode | null;
  /** Inputs the action needs (a group, a mail's text); `input` undefined means incomplete. */
  initialInput?: Input;
  renderInput?(props: BulkInputProps<Input>): ReactNode;
  /** Whether the input is complete (default: it is set). */
  ready?(input: Input | undefined): boolean;
  run(rows: readonly Row[], input: Input, tools: ListTools): Promise<Outcome>;
}

export interface BulkInputProps<Input> {
  input: Input | undefined;
  setInput(next: Input | undefined): void;
}

export interface RowCellProps<Row> {
  row: Row;
  tools: ListTools;
}

export interface ListPageConfig<Row extends { id: string }> {
  list: ListDeclaration;
  /** Page heading: message id (also the document title). */
  titleId: string;
  /** A line under the heading. */
  introId?: string;
  /** Count line: ICU plural message id getting {count} (e.g. "{count, plural, one {# member} other {# members}}"). */
  countId: string;
  /** The page's query, one page of rows. Called as a hook. */
  useRows: (query: ListQuery) => RowsResult<Row>;
  /** Filters and sort columns the page's API accepts today (default: every declared one). */
  filterKeys?: readonly string[];
  sortKeys?: readonly string[];
  /** Custom cells by column key; other columns are drawn from their declared kind. */
  cells?: Partial<Record<string, (row: Row, tools: ListTools) => ReactNode>>;
  /** Declared columns this page leaves off the screen (they stay in the spreadsheet). */
  hiddenColumns?: readonly string[];
  /** Columns shown on screen only, after the declared ones (e.g. state badges). */
  extraColumns?: readonly {
    key: string;
    labelId: string;
    render: (row: Row, tools: ListTools) => ReactNode;
  }[];
  /** How a row is named in confirmations, checkbox labels and cards. */
  rowLabel: (row: Row) => string;
  rowMuted?: (row: Row) => boolean;
  /** Buttons at the end of a row (each should confirm what it changes). */
  RowActions?: (props: RowCellProps<Row>) => ReactNode;
  bulkActions?: readonly BulkAction<Row, unknown>[];
  /** Where the export is fetched; without it the page has no export button. */
  exportRequest?: (query: ListQuery, ids: readonly string[] | undefined, locale: string) => ExportRequest;
  /** Other downloads of the filtered (or selected) rows, e.g. badges as PDF: a button each. */
  extraDownloads?: (
    query: ListQuery,
    ids: readonly string[] | undefined,
    locale: string,
  ) => readonly { labelId: string; request: ExportRequest }[];
}

export interface ExportRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Used when the answer names no file. */
  filename: string;
  /** True when the request carries the selected rows' ids (else it exports the whole filtered list). */
  bySelection?: boolean;
  /** The file holds personal data: the button asks a reason first, sent with the request (issue 39 §3). */
  personalData?: boolean;
}
