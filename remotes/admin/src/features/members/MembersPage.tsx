import { FormattedMessage } from 'react-intl';
import { MEMBERS_LIST } from '@congress/domain/lists';
import { useUsersQuery, type UserRowFragment, type UsersFilter } from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type ListPageConfig } from '../../listKit';
import { useChangeGroupAction } from '../groups/changeGroupAction';
import { useSendMailAction } from '../mail/sendMailAction';
import { memberLabel, MemberRowActions, useDeleteMembersAction } from './memberActions';
import { MemberDetailButton } from './MemberDetail';

const STATES = ['delete', 'blocked', 'invited'] as const;
const STATE_LABEL = {
  delete: 'admin.users.deleted',
  blocked: 'admin.users.blocked',
  invited: 'admin.users.invited',
};

const config: Omit<ListPageConfig<UserRowFragment>, 'bulkActions'> = {
  list: MEMBERS_LIST,
  titleId: 'admin.menu.allUsers',
  countId: 'admin.count.members',
  useRows: (query) => {
    const result = useUsersQuery({
      variables: {
        filter: query.filter as UsersFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
    });
    return rowsOf(result, result.data?.users);
  },
  rowLabel: memberLabel,
  rowMuted: (row) => row.delete || row.blocked,
  cells: { email: (row, tools) => <MemberDetailButton row={row} tools={tools} /> },
  // The three flags read better as one "state" cell on screen; the spreadsheet keeps a column each.
  hiddenColumns: STATES,
  extraColumns: [
    {
      key: 'state',
      labelId: 'admin.users.state',
      render: (row) =>
        STATES.filter((flag) => row[flag]).map((flag) => (
          <span key={flag} className={`badge ${flag}`}>
            <FormattedMessage id={STATE_LABEL[flag]} />
          </span>
        )),
    },
  ],
  RowActions: MemberRowActions,
  exportRequest: listExport(MEMBERS_LIST),
};

/** member/allUsers: every filter of spec §7, sort by any column, bulk delete / group / mail, export. */
export default function MembersPage() {
  const bulkActions = [useDeleteMembersAction(), useChangeGroupAction(), useSendMailAction()];
  return <ListPage config={{ ...config, bulkActions }} />;
}
