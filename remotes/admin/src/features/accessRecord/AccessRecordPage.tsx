import { ACCESS_RECORD_LIST } from '@congress/domain/lists';
import {
  useAccessRecordsQuery,
  type AccessRecordEntryRowFragment,
  type AccessRecordFilter,
} from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type ListPageConfig } from '../../listKit';

/** A list's filter or a change's fields, as the record keeps them (JSON), in one line. */
export const filterText = (filter: unknown): string => (filter == null ? '' : JSON.stringify(filter));

const config: ListPageConfig<AccessRecordEntryRowFragment> = {
  list: ACCESS_RECORD_LIST,
  titleId: 'admin.menu.accessRecord',
  introId: 'admin.accessRecord.intro',
  countId: 'admin.count.accessRecord',
  useRows: (query) => {
    const result = useAccessRecordsQuery({
      variables: {
        filter: query.filter as AccessRecordFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
    });
    return rowsOf(result, result.data?.accessRecords);
  },
  cells: {
    actor_email: (row) => (row.actor_name ? `${row.actor_name} <${row.actor_email}>` : row.actor_email),
    member_ids: (row) => row.member_ids.join(', '),
    filter: (row) => <code>{filterText(row.filter)}</code>,
  },
  rowLabel: (row) => `${row.operation} ${row.actor_email}`,
  exportRequest: listExport(ACCESS_RECORD_LIST),
};

/** privacy/accessRecord: who in the back office read, changed or downloaded whose data (issue 39 §3). */
export default function AccessRecordPage() {
  return <ListPage config={config} />;
}
