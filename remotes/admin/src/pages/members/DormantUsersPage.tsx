import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useDormantUsersQuery } from '../../generated/graphql';
import { MemberActions } from './MemberActions';
import { Pager, StyledAdminPage, StyledTable, StyledToolbar } from '../../components/AdminTable';

const LIMIT = 50;

/** member/unregistered: dormant accounts (docs/decisions.md) with block and delete. */
export default function DormantUsersPage() {
  const [start, setStart] = useState(0);
  const { data, refetch } = useDormantUsersQuery({ variables: { start, limit: LIMIT } });
  return (
    <StyledAdminPage>
      <h1>
        <FormattedMessage id="admin.menu.unregistered" />
      </h1>
      <p>
        <FormattedMessage id="admin.dormant.intro" />
      </p>
      <StyledToolbar>
        <span className="count">
          <FormattedMessage id="admin.total" values={{ count: data?.dormantUsers.count ?? 0 }} />
        </span>
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
              <FormattedMessage id="admin.users.signedUp" />
            </th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data?.dormantUsers.rows.map((user) => (
            <tr key={user.id} className={user.blocked ? 'muted' : undefined}>
              <td>{user.id}</td>
              <td>{user.email}</td>
              <td>{[user.givenName, user.familyName].filter(Boolean).join(' ')}</td>
              <td>
                <FormattedDate value={user.created_at} timeZone="Asia/Seoul" />
              </td>
              <td>
                <MemberActions user={user} onChanged={refetch} />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
      <Pager start={start} limit={LIMIT} count={data?.dormantUsers.count ?? 0} onChange={setStart} />
    </StyledAdminPage>
  );
}
