import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { dateToSeoulWallClock, koreaDateTimeText } from '@congress/domain/validation';
import { BusyButton, StyledButton } from '@congress/components';
import {
  useAdminDeletionRequestsQuery,
  useCarryOutDeletionRequestMutation,
  type AdminDeletionRequestsQuery,
} from '../../generated/graphql';
import {
  errorText,
  PageNotice,
  type PageNoticeState,
  QueryErrorNotice,
  StyledAdminPage,
} from '../../listKit';

type Request = AdminDeletionRequestsQuery['deletionRequests']['rows'][number];
/** The due day: dueAt is the start of the Korea-time day after it. */
const dueDay = (iso: string) =>
  dateToSeoulWallClock(new Date(new Date(iso).getTime() - 1).toISOString()).slice(0, 10);

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .overdue {
    color: #b00020;
    font-weight: 700;
  }
`;

function Row(props: {
  request: Request;
  onDone: (name: string) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const intl = useIntl();
  const { request } = props;
  const [confirming, setConfirming] = useState(false);
  const [act, acting] = useCarryOutDeletionRequestMutation();
  const name = request.member?.name ?? '';
  const kept = request.kept.map((k) => intl.formatMessage({ id: `admin.deletion.kept.${k}` })).join(', ');
  return (
    <tr data-testid={`deletion-request-${request.id}`}>
      <td>
        {request.member?.anonymised
          ? intl.formatMessage({ id: 'admin.retention.anonymised' })
          : `${name} (${request.member?.email ?? ''})`}
      </td>
      <td>{koreaDateTimeText(request.requestedAt)}</td>
      <td>
        {dueDay(request.dueAt)}{' '}
        {request.overdue && (
          <span className="overdue">
            <FormattedMessage id="admin.deletion.overdue" />
          </span>
        )}
      </td>
      <td>{request.reason}</td>
      <td>
        {request.status === 'DONE' ? (
          <>
            <FormattedMessage
              id="admin.deletion.status.DONE"
              values={{ when: request.actedAt ? koreaDateTimeText(request.actedAt) : '' }}
            />
            {kept && (
              <div>
                <FormattedMessage id="admin.deletion.kept" values={{ what: kept }} />
              </div>
            )}
          </>
        ) : confirming ? (
          <div role="group" aria-label={intl.formatMessage({ id: 'admin.deletion.act' })}>
            <p>
              <FormattedMessage id="admin.deletion.actConfirm" values={{ name }} />
            </p>
            <BusyButton
              type="button"
              busy={acting.loading}
              onClick={() =>
                void act({ variables: { id: request.id } }).then(
                  () => props.onDone(name),
                  (error: unknown) => props.onError(error),
                )
              }
            >
              <FormattedMessage id="admin.deletion.act" />
            </BusyButton>{' '}
            <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(false)}>
              <FormattedMessage id="common.cancel" />
            </StyledButton>
          </div>
        ) : (
          <>
            <FormattedMessage id="admin.deletion.status.OPEN" />{' '}
            <StyledButton type="button" onClick={() => setConfirming(true)}>
              <FormattedMessage id="admin.deletion.act" />
              <span className="vh">{` ${name}`}</span>
            </StyledButton>
          </>
        )}
      </td>
    </tr>
  );
}

/** member/deletionRequests: members' requests, open first by due date; acting erases and tells the member. */
export default function DeletionRequestsPage() {
  const intl = useIntl();
  const query = useAdminDeletionRequestsQuery({ fetchPolicy: 'network-only' });
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const rows = query.data?.deletionRequests.rows;
  return (
    <StyledAdminPage aria-labelledby="deletion-title" aria-busy={!rows && !query.error}>
      <h1 id="deletion-title">
        <FormattedMessage id="admin.deletion.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="admin.deletion.intro" />
      </p>
      <QueryErrorNotice error={query.error} />
      <PageNotice notice={notice} />
      {rows && rows.length === 0 && (
        <p>
          <FormattedMessage id="admin.deletion.empty" />
        </p>
      )}
      {rows && rows.length > 0 && (
        <StyledTable>
          <thead>
            <tr>
              <th>
                <FormattedMessage id="admin.deletion.member" />
              </th>
              <th>
                <FormattedMessage id="admin.deletion.requested" />
              </th>
              <th>
                <FormattedMessage id="admin.deletion.due" />
              </th>
              <th>
                <FormattedMessage id="admin.deletion.reason" />
              </th>
              <th>
                <FormattedMessage id="admin.deletion.status" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((request) => (
              <Row
                key={request.id}
                request={request}
                onDone={async (name) => {
                  setNotice({
                    tone: 'success',
                    text: intl.formatMessage({ id: 'admin.deletion.done' }, { name }),
                  });
                  await query.refetch();
                }}
                onError={(error) => setNotice({ tone: 'error', text: errorText(intl, error) })}
              />
            ))}
          </tbody>
        </StyledTable>
      )}
    </StyledAdminPage>
  );
}
