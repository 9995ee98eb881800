import { GROUPS_LIST } from '@congress/domain/lists';
import { useGroupsQuery, type GroupRowFragment, type GroupsFilter } from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type ListPageConfig } from '../../listKit';
import { CreateGroupForm } from './CreateGroupForm';
import { groupLabel, useDeleteGroupsAction } from './groupActions';

const config: Omit<ListPageConfig<GroupRowFragment>, 'bulkActions'> = {
  list: GROUPS_LIST,
  titleId: 'admin.menu.groups',
  countId: 'admin.count.groups',
  useRows: (query) => {
    const result = useGroupsQuery({
      variables: {
        filter: query.filter as GroupsFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
    });
    return rowsOf(result, result.data?.groups);
  },
  rowLabel: groupLabel,
  exportRequest: listExport(GROUPS_LIST),
};

/** groups/group: filters (title, type, free), sort, bulk delete with confirmation, add a group. */
export default function GroupsPage() {
  const bulkActions = [useDeleteGroupsAction()];
  return (
    <ListPage config={{ ...config, bulkActions }}>
      <CreateGroupForm />
    </ListPage>
  );
}
