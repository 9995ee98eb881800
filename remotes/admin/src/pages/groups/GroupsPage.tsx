import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCodeOf } from '@congress/graphql';
import {
  useChangeUserGroupMutation,
  useCreateGroupMutation,
  useDeleteMultipleGroupsMutation,
  useGroupsQuery,
} from '../../generated/graphql';
import { useDialogs } from '@congress/ui';
import {
  Pager,
  StyledAdminPage,
  StyledFilters,
  StyledSmallButton,
  StyledTable,
  StyledToolbar,
} from '../../components/AdminTable';

const LIMIT = 20;

/** groups/group: filters (title, free, type), paging, create, delete, move members by type. */
export default function GroupsPage() {
  const intl = useIntl();
  const { showError, showSuccess } = useDialogs();
  const [draft, setDraft] = useState({ title: '', type: '', free: '' });
  const [filter, setFilter] = useState({});
  const [start, setStart] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [create, setCreate] = useState({ title: '', type: '', free: false });
  const [assign, setAssign] = useState({ ids: '', type: '' });
  const { data, refetch } = useGroupsQuery({ variables: { filter, start, limit: LIMIT } });
  const [createGroup] = useCreateGroupMutation();
  const [deleteGroups] = useDeleteMultipleGroupsMutation();
  const [changeUserGroup] = useChangeUserGroupMutation();

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await refetch();
      showSuccess('admin.saved');
    } catch (error) {
      showError(`error.${errorCodeOf(error)}`);
    }
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    setStart(0);
    setFilter({
      ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
      ...(draft.type.trim() ? { type: draft.type.trim() } : {}),
      ...(draft.free ? { free: draft.free === 'true' } : {}),
    });
  };

  return (
    <StyledAdminPage>
      <h1>
        <FormattedMessage id="admin.menu.groups" />
      </h1>
      <StyledFilters onSubmit={search} aria-label={intl.formatMessage({ id: 'admin.filters' })}>
        <label>
          <FormattedMessage id="admin.groups.title" />
          <input value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        </label>
        <label>
          <FormattedMessage id="admin.groups.type" />
          <input value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })} />
        </label>
        <label>
          <FormattedMessage id="admin.groups.free" />
          <select value={draft.free} onChange={(e) => setDraft({ ...draft, free: e.target.value })}>
            <option value="">{intl.formatMessage({ id: 'admin.any' })}</option>
            <option value="true">{intl.formatMessage({ id: 'admin.yes' })}</option>
            <option value="false">{intl.formatMessage({ id: 'admin.no' })}</option>
          </select>
        </label>
        <StyledSmallButton type="submit">
          <FormattedMessage id="common.search" />
        </StyledSmallButton>
      </StyledFilters>
      <StyledToolbar>
        <span className="count">{data?.groups.count ?? 0}</span>
        <StyledSmallButton
          $variant="secondary"
          type="button"
          disabled={!selected.length}
          onClick={() =>
            run(() => deleteGroups({ variables: { ids: selected } }).then(() => setSelected([])))
          }
        >
          <FormattedMessage id="admin.groups.deleteSelected" />
        </StyledSmallButton>
      </StyledToolbar>
      <StyledTable>
        <thead>
          <tr>
            <th />
            <th>ID</th>
            <th>
              <FormattedMessage id="admin.groups.title" />
            </th>
            <th>
              <FormattedMessage id="admin.groups.type" />
            </th>
            <th>
              <FormattedMessage id="admin.groups.free" />
            </th>
            <th>
              <FormattedMessage id="admin.groups.members" />
            </th>
          </tr>
        </thead>
        <tbody>
          {data?.groups.rows.map((group) => (
            <tr key={group.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={intl.formatMessage({ id: 'admin.groups.select' }, { title: group.title })}
                  checked={selected.includes(group.id)}
                  onChange={(e) =>
                    setSelected(
                      e.target.checked ? [...selected, group.id] : selected.filter((id) => id !== group.id),
                    )
                  }
                />
              </td>
              <td>{group.id}</td>
              <td>{group.title}</td>
              <td>{group.type}</td>
              <td>{intl.formatMessage({ id: group.free ? 'admin.yes' : 'admin.no' })}</td>
              <td>{group.group_user_id.length}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
      <Pager start={start} limit={LIMIT} count={data?.groups.count ?? 0} onChange={setStart} />
      <h2>
        <FormattedMessage id="admin.groups.create" />
      </h2>
      <StyledFilters
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => createGroup({ variables: { input: create } }));
        }}
      >
        <label>
          <FormattedMessage id="admin.groups.title" />
          <input
            required
            value={create.title}
            onChange={(e) => setCreate({ ...create, title: e.target.value })}
          />
        </label>
        <label>
          <FormattedMessage id="admin.groups.type" />
          <input
            required
            value={create.type}
            onChange={(e) => setCreate({ ...create, type: e.target.value })}
          />
        </label>
        <label>
          <FormattedMessage id="admin.groups.free" />
          <input
            type="checkbox"
            checked={create.free}
            onChange={(e) => setCreate({ ...create, free: e.target.checked })}
          />
        </label>
        <StyledSmallButton type="submit">
          <FormattedMessage id="admin.groups.create" />
        </StyledSmallButton>
      </StyledFilters>
      <h2>
        <FormattedMessage id="admin.groups.assign" />
      </h2>
      <StyledFilters
        onSubmit={(e) => {
          e.preventDefault();
          const ids = assign.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
          void run(() => changeUserGroup({ variables: { ids, type: assign.type.trim() } }));
        }}
      >
        <label>
          <FormattedMessage id="admin.groups.userIds" />
          <input
            required
            value={assign.ids}
            onChange={(e) => setAssign({ ...assign, ids: e.target.value })}
          />
        </label>
        <label>
          <FormattedMessage id="admin.groups.type" />
          <input
            required
            value={assign.type}
            onChange={(e) => setAssign({ ...assign, type: e.target.value })}
          />
        </label>
        <StyledSmallButton type="submit">
          <FormattedMessage id="admin.groups.assignButton" />
        </StyledSmallButton>
      </StyledFilters>
    </StyledAdminPage>
  );
}
