// The back office's list kit: a list page from configuration (see ListPage and types).
export { ListPage } from './ListPage';
export { eachRow, NameList } from './BulkDialog';
export { countryName } from '@congress/domain';
export { formatCell } from './cells';
export { errorText } from './errors';
export { PageNotice, QueryErrorNotice, type PageNoticeState } from './PageNotice';
export { rowsOf } from './rowsOf';
export { listExport } from './listExport';
export { StyledAdminPage, StyledNotice, StyledSmallButton } from './styles';
export type {
  BulkAction,
  BulkInputProps,
  ExportRequest,
  ListPageConfig,
  ListQuery,
  ListTools,
  RowCellProps,
  RowsResult,
} from './types';
