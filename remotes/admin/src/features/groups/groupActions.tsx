import { useDeleteMultipleGroupsMutation, type GroupRowFragment } from '../../generated/graphql';
import type { BulkAction } from '../../listKit';

export const groupLabel = (row: GroupRowFragment) => `${row.title} (${row.type})`;

/** Deletes the selected groups; their members stay members, in no group of that kind. */
export function useDeleteGroupsAction(): BulkAction<GroupRowFragment, unknown> {
  const [deleteGroups] = useDeleteMultipleGroupsMutation();
  return {
    key: 'delete',
    labelId: 'admin.groups.bulk.delete',
    titleId: 'admin.groups.bulk.delete.title',
    textId: 'admin.groups.bulk.delete.text',
    confirmId: 'admin.groups.bulk.delete.confirm',
    danger: true,
    run: async (rows, _input, { intl }) => {
      const { data } = await deleteGroups({ variables: { ids: rows.map((r) => r.id) } });
      return {
        message: intl.formatMessage(
          { id: 'admin.groups.bulk.delete.done' },
          {
            count: data?.deleteMultipleGroups.affected ?? rows.length,
            names: rows.map(groupLabel).join(', '),
          },
        ),
      };
    },
  };
}
