import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAdminReviewersQuery, useSendReviewRemindersMutation } from '../../generated/graphql';
import { errorText, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { StyledReview } from './styles';

/** abstract/reviewProgress: done and open reviews per reviewer, and reminders to those with open ones. */
export default function ReviewProgressPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.review.progress.title' }));
  const reviewers = useAdminReviewersQuery({ fetchPolicy: 'network-only' });
  const [remind, reminding] = useSendReviewRemindersMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const rows = reviewers.data?.reviewers ?? [];
  const done = rows.reduce((n, r) => n + r.done, 0);
  const total = rows.reduce((n, r) => n + r.assigned, 0);
  const send = async (ids: string[] | null) => {
    setNotice(null);
    try {
      const result = await remind({ variables: { reviewerIds: ids } });
      setNotice({
        tone: 'success',
        text: intl.formatMessage(
          { id: 'admin.review.progress.reminded' },
          { count: result.data?.sendReviewReminders.affected ?? 0 },
        ),
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(intl, error) });
    }
  };
  return (
    <StyledAdminPage aria-labelledby="review-progress-title">
      <h1 id="review-progress-title">
        <FormattedMessage id="admin.review.progress.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="admin.review.progress.intro" />
      </p>
      <StyledReview>
        <div className="row">
          <p>
            <FormattedMessage id="admin.review.progress.total" values={{ count: done, total }} />
          </p>
          <StyledSmallButton type="button" aria-disabled={reminding.loading} onClick={() => send(null)}>
            <FormattedMessage id="admin.review.progress.remind" />
          </StyledSmallButton>
        </div>
        {notice && (
          <StyledNotice $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </StyledNotice>
        )}
        {reviewers.error && (
          <StyledNotice $tone="error" role="alert">
            {errorText(intl, reviewers.error)}
          </StyledNotice>
        )}
        <div className="scroll">
          <table>
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="admin.review.col.reviewer" />
                </th>
                <th className="num">
                  <FormattedMessage id="admin.review.col.assigned" />
                </th>
                <th className="num">
                  <FormattedMessage id="admin.review.col.done" />
                </th>
                <th className="num">
                  <FormattedMessage id="admin.review.col.open" />
                </th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.name ?? r.email}
                    <div className="muted">{r.email}</div>
                  </td>
                  <td className="num">{r.assigned}</td>
                  <td className="num">{r.done}</td>
                  <td className="num">{r.open}</td>
                  <td>
                    {r.open > 0 && r.userId && (
                      <StyledSmallButton type="button" onClick={() => send([r.id])}>
                        <FormattedMessage id="admin.review.progress.remindOne" />
                        <span className="vh"> {r.name ?? r.email}</span>
                      </StyledSmallButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </StyledReview>
    </StyledAdminPage>
  );
}
