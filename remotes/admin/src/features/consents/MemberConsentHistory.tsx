import { FormattedMessage, useIntl } from 'react-intl';
import { koreaDateTimeText } from '@congress/domain/validation';
import { useMemberConsentHistoryQuery } from '../../generated/graphql';
import { QueryErrorNotice } from '../../listKit';
import { StyledTable, StyledTableScroll } from '../../listKit/styles';

/**
 * A member's consent answers (issue 39 §1), newest first, on their page in the back office: which
 * text (and version) they answered, yes or no, when and where (sign-up, member area, visa letter
 * request, the desk). Opening it is recorded in the access record like the page itself.
 */
export function MemberConsentHistory({ userId }: { userId: string }) {
  const intl = useIntl();
  const { data, error } = useMemberConsentHistoryQuery({
    variables: { userId },
    fetchPolicy: 'network-only',
  });
  const rows = data?.memberConsentHistory;
  return (
    <section aria-labelledby="member-consents">
      <h3 id="member-consents">
        <FormattedMessage id="admin.consents.memberHistory" />
      </h3>
      {error && !data && <QueryErrorNotice error={error} />}
      {rows && rows.length === 0 && (
        <p>
          <FormattedMessage id="admin.consents.memberHistoryNone" />
        </p>
      )}
      {rows && rows.length > 0 && (
        <StyledTableScroll>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="admin.consents.answeredAt" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.consents.kind" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.consents.answer" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.consents.source" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{koreaDateTimeText(row.at)}</td>
                  <td>
                    {intl.formatMessage({ id: `admin.consents.kind.${row.kind}` })}{' '}
                    <FormattedMessage id="admin.consents.versionShort" values={{ version: row.version }} />
                  </td>
                  <td>
                    <FormattedMessage id={row.given ? 'admin.consents.given' : 'admin.consents.refused'} />
                  </td>
                  <td>{intl.formatMessage({ id: `admin.consents.source.${row.source}` })}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableScroll>
      )}
    </section>
  );
}
