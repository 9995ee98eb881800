import { DORMANT_LIST } from '@congress/domain/lists';
import {
  useDormantUsersQuery,
  type DormantUsersFilter,
  type DormantUsersQuery,
} from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type ListPageConfig } from '../../listKit';
import { useSendMailAction } from '../mail/sendMailAction';
import { memberLabel, MemberRowActions, useDeleteMembersAction } from './memberActions';
import { MemberDetailButton } from './MemberDetail';

type DormantRow = DormantUsersQuery['dormantUsers']['rows'][number];

const config: Omit<ListPageConfig<DormantRow>, 'bulkActions'> = {
  list: DORMANT_LIST,
  titleId: 'admin.menu.unregistered',
  introId: 'admin.dormant.intro',
  countId: 'admin.count.dormant',
  useRows: (query) => {
    const result = useDormantUsersQuery({
      variables: {
        filter: query.filter as DormantUsersFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
    });
    return rowsOf(result, result.data?.dormantUsers);
  },
  rowLabel: memberLabel,
  rowMuted: (row) => row.blocked,
  cells: { email: (row, tools) => <MemberDetailButton row={row} tools={tools} /> },
  RowActions: MemberRowActions,
  exportRequest: listExport(DORMANT_LIST),
};

/** member/unregistered: accounts without a login for a year; block, delete or write to them. */
export default function DormantPage() {
  const bulkActions = [useDeleteMembersAction(), useSendMailAction()];
  return <ListPage config={{ ...config, bulkActions }} />;
}
