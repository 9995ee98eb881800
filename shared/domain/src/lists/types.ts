// Admin list declarations: each back-office list declares its columns and filters once, here.
// The admin remote draws its table, filter form and pager from a declaration; the API checks
// its list definition against the same declaration and writes the Excel export's header row
// and cells from it. One declaration, so the screen and the spreadsheet cannot drift apart.
import { countryName } from '../countries';
import { GROUP_TYPE_LABELS } from '../enums';
import { MAIL_TYPE_LABELS } from '../labels';

/** A label in both languages of the product (English is the fallback). */
export interface Label {
  en: string;
  ko: string;
}

/** How a value is shown in the table and written into the spreadsheet. */
export type ColumnKind =
  'id' | 'text' | 'number' | 'flag' | 'date' | 'dateTime' | 'country' | 'mailType' | 'groupType';

export interface ListColumn {
  /** Field of the GraphQL row, and of the row the export reads. */
  key: string;
  label: Label;
  kind: ColumnKind;
  /** The list's sort_conditions accept this key (the API list definition must map it). */
  sortable?: boolean;
  /** Spreadsheet column width in characters. */
  width?: number;
  /** Only on screen (e.g. a composite "name" cell) or only in the spreadsheet. Default: both. */
  only?: 'table' | 'export';
  /** A coded value's label per code (DR -> Dr. / 박사): the table and the spreadsheet show the label. */
  values?: Readonly<Record<string, Label>>;
}

/**
 * Filter kinds: contains (case-insensitive substring), equals (exact text or id), flag
 * (any / yes / no), oneOf (one value of a fixed or loaded set), dateRange (from / to dates,
 * Asia/Seoul days, the keys `<key>_from` / `<key>_to`).
 */
export type FilterKind = 'contains' | 'equals' | 'flag' | 'oneOf' | 'dateRange';

export interface ListFilter {
  /** Field of the list's GraphQL filter input (the spec's names). */
  key: string;
  label: Label;
  kind: FilterKind;
  /** oneOf: where the choices come from. */
  options?: 'countries' | 'mailTypes' | 'groupTypes';
  /** oneOf: a fixed set of values with their labels (when `options` names no loaded set). */
  choices?: readonly { value: string; label: Label }[];
  /** Applied when the page opens without this filter in its URL. */
  defaultValue?: string | boolean;
}

export interface SortCondition {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface ListDeclaration {
  /** Stable name: the export route (`/export/<name>.xlsx`) and the URL state use it. */
  name: string;
  /** Spreadsheet sheet name and file name stem. */
  title: Label;
  columns: readonly ListColumn[];
  filters: readonly ListFilter[];
  defaultSort: SortCondition;
  /**
   * The list shows personal data (issue 39 §3): 'read': each page the back office reads and each
   * export is written into the access record, and an export asks a reason first; 'download': only
   * its exports (asking a reason). Unset: neither (news, popups, sponsors, templates).
   */
  personalData?: 'read' | 'download';
}

/** Page sizes an admin list offers; the first is the default. */
export const LIST_PAGE_SIZES = [20, 50, 100] as const;

export const labelIn = (label: Label, locale: string): string => (locale === 'ko' ? label.ko : label.en);

/** Label maps of the column kinds that are coded values. */
const KIND_VALUES: Partial<Record<ColumnKind, Readonly<Record<string, Label>>>> = {
  mailType: MAIL_TYPE_LABELS,
  groupType: GROUP_TYPE_LABELS,
};

/**
 * A value as the column shows it, on screen and in the spreadsheet: a coded value's label in
 * `locale` (the column's `values` or its kind's), a country's name, else the value as text.
 */
export function valueLabel(column: ListColumn, value: unknown, locale: string): string {
  const code = String(value);
  if (column.kind === 'country') return countryName(code, locale);
  const labels = column.values ?? KIND_VALUES[column.kind];
  const label = labels && Object.hasOwn(labels, code) ? labels[code] : undefined;
  return label ? labelIn(label, locale) : code;
}

/** A declared list's choices for a oneOf filter, from a label map. */
export const choicesOf = (labels: Readonly<Record<string, Label>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The declared columns that appear in a given place. */
export const columnsFor = (list: ListDeclaration, place: 'table' | 'export'): ListColumn[] =>
  list.columns.filter((column) => !column.only || column.only === place);

/** The keys sort_conditions may use for this list. */
export const sortableKeys = (list: ListDeclaration): string[] =>
  list.columns.filter((column) => column.sortable).map((column) => column.key);
