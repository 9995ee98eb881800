import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useCountriesQuery, useUsersQuery, type UsersFilter } from '../../generated/graphql';
import { useDialogs, useSession } from '@congress/ui';
import { MemberActions } from './MemberActions';
import { downloadWithToken } from '../../components/downloadWithToken';
import {
  Pager,
  StyledAdminPage,
  StyledFilters,
  StyledSmallButton,
  StyledTable,
  StyledToolbar,
} from '../../components/AdminTable';
import { UserDetail } from './UserDetail';

const PAGE_SIZES = [20, 50, 100];
const TEXT_FILTERS = [
  'email_contains',
  'name_kr_contains',
  'givenName',
  'familyName',
  'affiliation',
] as const;
const FLAG_FILTERS = ['invited', 'blocked', 'delete', 'registration_list_null'] as const;

type Draft = Record<string, string>;

function toFilter(draft: Draft): UsersFilter {
  const filter: Record<string, unknown> = {};
  for (const key of TEXT_FILTERS) if (draft[key]?.trim()) filter[key] = draft[key].trim();
  for (const key of FLAG_FILTERS) if (draft[key]) filter[key] = draft[key] === 'true';
  if (draft.country) filter.country = draft.country;
  if (draft.id?.trim()) filter.id = draft.id.trim();
  return filter as UsersFilter;
}

/** member/allUsers: every filter of spec §7, sort, paging, block, delete, detail, Excel export. */
export default function AllUsersPage() {
  const intl = useIntl();
  const { token } = useSession();
  const { showError } = useDialogs();
  const [draft, setDraft] = useState<Draft>({ delete: 'false' });
  const [filter, setFilter] = useState<UsersFilter>({ delete: false });
  const [start, setStart] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0] as number);
  const [sort, setSort] = useState<'ASC' | 'DESC'>('DESC');
  const [detailId, setDetailId] = useState<string | null>(null);
  const { data: countries } = useCountriesQuery();
  const { data, refetch } = useUsersQuery({
    variables: { filter, start, limit, sort_conditions: [{ field: 'created_at', direction: sort }] },
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setStart(0);
    setFilter(toFilter(draft));
  };
  const exportExcel = () =>
    downloadWithToken(
      `/export/users.xlsx?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      token,
      'members.xlsx',
    ).catch(() => showError('error.INTERNAL'));
  const input = (key: string, labelId: string) => (
    <label>
      <FormattedMessage id={labelId} />
      <input value={draft[key] ?? ''} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </label>
  );
  const flag = (key: string, labelId: string) => (
    <label>
      <FormattedMessage id={labelId} />
      <select value={draft[key] ?? ''} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}>
        <option value="">{intl.formatMessage({ id: 'admin.any' })}</option>
        <option value="true">{intl.formatMessage({ id: 'admin.yes' })}</option>
        <option value="false">{intl.formatMessage({ id: 'admin.no' })}</option>
      </select>
    </label>
  );
  const list = data?.users;

  return (
    <StyledAdminPage>
      <h1>
        <FormattedMessage id="admin.menu.allUsers" />
      </h1>
      <StyledFilters onSubmit={apply} aria-label={intl.formatMessage({ id: 'admin.filters' })}>
        {input('id', 'admin.users.id')}
        {input('email_contains', 'field.email')}
        {input('name_kr_contains', 'field.name_kr')}
        {input('givenName', 'field.givenName')}
        {input('familyName', 'field.familyName')}
        {input('affiliation', 'field.affiliation')}
        <label>
          <FormattedMessage id="field.country" />
          <select
            value={draft.country ?? ''}
            onChange={(e) => setDraft({ ...draft, country: e.target.value })}
          >
            <option value="">{intl.formatMessage({ id: 'admin.any' })}</option>
            {countries?.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {flag('invited', 'admin.users.invited')}
        {flag('blocked', 'admin.users.blocked')}
        {flag('delete', 'admin.users.deleted')}
        {flag('registration_list_null', 'admin.users.unregistered')}
        <StyledSmallButton type="submit">
          <FormattedMessage id="common.search" />
        </StyledSmallButton>
      </StyledFilters>
      <StyledToolbar>
        <span className="count">
          <FormattedMessage id="admin.total" values={{ count: list?.count ?? 0 }} />
        </span>
        <label>
          <FormattedMessage id="admin.sort" />{' '}
          <select value={sort} onChange={(e) => setSort(e.target.value as 'ASC' | 'DESC')}>
            <option value="DESC">{intl.formatMessage({ id: 'admin.newestFirst' })}</option>
            <option value="ASC">{intl.formatMessage({ id: 'admin.oldestFirst' })}</option>
          </select>
        </label>
        <label>
          <FormattedMessage id="admin.pageSize" />{' '}
          <select
            value={limit}
            onChange={(e) => {
              setStart(0);
              setLimit(Number(e.target.value));
            }}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <StyledSmallButton $variant="secondary" type="button" onClick={exportExcel}>
          <FormattedMessage id="admin.exportExcel" />
        </StyledSmallButton>
      </StyledToolbar>
      <StyledTable>
        <thead>
          <tr>
            <th>ID</th>
            <th>
              <FormattedMessage id="field.email" />
            </th>
            <th>
              <FormattedMessage id="admin.users.name" />
            </th>
            <th>
              <FormattedMessage id="field.country" />
            </th>
            <th>
              <FormattedMessage id="field.affiliation" />
            </th>
            <th>
              <FormattedMessage id="admin.users.signedUp" />
            </th>
            <th>
              <FormattedMessage id="admin.users.state" />
            </th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list?.rows.map((user) => (
            <tr key={user.id} className={user.delete || user.blocked ? 'muted' : undefined}>
              <td>{user.id}</td>
              <td>
                <button type="button" className="link" onClick={() => setDetailId(user.id)}>
                  {user.email}
                </button>
              </td>
              <td>
                {[user.givenName, user.familyName].filter(Boolean).join(' ')}
                {user.name_kr ? ` (${user.name_kr})` : ''}
              </td>
              <td>{user.country}</td>
              <td>{user.affiliation}</td>
              <td>
                <FormattedDate value={user.created_at} timeZone="Asia/Seoul" />
              </td>
              <td>
                {user.delete && <FormattedMessage id="admin.users.deleted" />}
                {user.blocked && <FormattedMessage id="admin.users.blocked" />}
                {user.invited && <FormattedMessage id="admin.users.invited" />}
              </td>
              <td>
                <MemberActions user={user} onChanged={refetch} />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
      <Pager start={start} limit={limit} count={list?.count ?? 0} onChange={setStart} />
      {detailId && (
        <UserDetail id={detailId} onClose={() => setDetailId(null)} onSaved={() => void refetch()} />
      )}
    </StyledAdminPage>
  );
}
