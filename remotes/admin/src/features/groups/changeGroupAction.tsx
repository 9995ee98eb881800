import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GROUP_TYPE_LABELS, GROUP_TYPES, PAGE, type GroupType } from '@congress/domain';
import { labelIn } from '@congress/domain/lists';
import { useChangeUserGroupMutation, useGroupsQuery } from '../../generated/graphql';
import type { BulkAction, BulkInputProps } from '../../listKit';
import { memberLabel, type MemberRow } from '../members/memberActions';

/** The group types that have live groups, translated, each with its groups' titles ("Grant recipients: Travel grant A, B"). */
function GroupTypeSelect({ input, setInput }: BulkInputProps<string>) {
  const intl = useIntl();
  const id = useId();
  const { data, loading } = useGroupsQuery({
    variables: { limit: PAGE.maxLimit },
    fetchPolicy: 'network-only',
  });
  const byType = new Map<string, string[]>();
  for (const group of data?.groups.rows ?? [])
    byType.set(group.type, [...(byType.get(group.type) ?? []), group.title]);
  return (
    <p className="field">
      <label htmlFor={id}>
        <FormattedMessage id="admin.groups.moveTo" />
      </label>
      <select
        id={id}
        required
        value={input ?? ''}
        disabled={loading}
        onChange={(e) => setInput(e.target.value || undefined)}
      >
        <option value="">
          {intl.formatMessage({ id: loading ? 'common.loading' : 'admin.groups.chooseType' })}
        </option>
        {GROUP_TYPES.filter((type) => byType.has(type)).map((type) => (
          <option key={type} value={type}>
            {`${labelIn(GROUP_TYPE_LABELS[type], intl.locale)}: ${(byType.get(type) ?? []).join(', ')}`}
          </option>
        ))}
      </select>
    </p>
  );
}

/** Moves the selected members into the group(s) of one type, out of every other group. */
export function useChangeGroupAction(): BulkAction<MemberRow, string> {
  const [changeUserGroup] = useChangeUserGroupMutation();
  return {
    key: 'changeGroup',
    labelId: 'admin.members.bulk.group',
    titleId: 'admin.members.bulk.group.title',
    textId: 'admin.members.bulk.group.text',
    confirmId: 'admin.members.bulk.group.confirm',
    excluded: (row) => (row.delete ? <FormattedMessage id="admin.members.isDeleted" /> : null),
    renderInput: (props) => <GroupTypeSelect {...props} />,
    run: async (rows, type, { intl }) => {
      const { data } = await changeUserGroup({ variables: { ids: rows.map((r) => r.id), type } });
      return {
        message: intl.formatMessage(
          { id: 'admin.members.bulk.group.done' },
          {
            count: data?.changeUserGroup.affected ?? rows.length,
            type: GROUP_TYPES.includes(type as GroupType)
              ? labelIn(GROUP_TYPE_LABELS[type as GroupType], intl.locale)
              : type,
            names: rows.map(memberLabel).join(', '),
          },
        ),
      };
    },
  };
}
