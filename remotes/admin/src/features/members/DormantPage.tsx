import { DORMANT_LIST } from '@congress/domain/lists';
import { useDormantUsersQuery, type UserRowFragment } from '../../generated/graphql';
import { ListPage, rowsOf, type ListPageConfig } from '../../listKit';
import { useSendMailAction } from '../mail/sendMailAction';
import { memberLabel, MemberRowActions, useDeleteMembersAction } from './memberActions';
import { MemberDetailButton } from './MemberDetail';

const config: Omit<ListPageConfig<UserRowFragment>, 'bulkActions'> = {
  list: DORMANT_LIST,
  titleId: 'admin.menu.unregistered',
  introId: 'admin.dormant.intro',
  countId: 'admin.count.dormant',
  useRows: (query) => {
    const result = useDormantUsersQuery({ variables: { start: query.start, limit: query.limit } });
    return rowsOf(result, result.data?.dormantUsers);
  },
  // dormantUsers takes neither filter nor sort yet (always least recently active first).
  filterKeys: [],
  sortKeys: [],
  hiddenColumns: ['last_active_at'],
  rowLabel: memberLabel,
  rowMuted: (row) => row.blocked,
  cells: { email: (row, tools) => <MemberDetailButton row={row} tools={tools} /> },
  RowActions: MemberRowActions,
};

/** member/unregistered: accounts without a login for a year; block, delete or write to them. */
export default function DormantPage() {
  const bulkActions = [useDeleteMembersAction(), useSendMailAction()];
  return <ListPage config={{ ...config, bulkActions }} />;
}
