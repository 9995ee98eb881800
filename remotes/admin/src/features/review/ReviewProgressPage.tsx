import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAdminReviewersQuery, useSendReviewRemindersMutation } from '../../generated/graphql';
import {
  errorText,
  PageNotice,
  type PageNoticeState,
  QueryErrorNotice,
  StyledAdminPage,
  StyledSmallButton,
} from '../../listKit';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { DataTable } from '../../components/DataTable';
import { StyledReview } from './styles';

/** abstract/reviewProgress: done and open reviews per reviewer, and reminders to those with open ones. */
export default function ReviewProgressPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.review.progress.title' }));
  const reviewers = useAdminReviewersQuery({ fetchPolicy: 'network-only' });
  const [remind, reminding] = useSendReviewRemindersMutation();
  const [notice, setNotice] = useState<PageNoticeState>(null);
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
        <PageNotice notice={notice} />
        <QueryErrorNotice error={reviewers.error} />
        <DataTable
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            {
              titleId: 'admin.review.col.reviewer',
              cell: (r) => (
                <>
                  {r.name ?? r.email}
                  <div className="muted">{r.email}</div>
                </>
              ),
            },
            { titleId: 'admin.review.col.assigned', numeric: true, cell: (r) => r.assigned },
            { titleId: 'admin.review.col.done', numeric: true, cell: (r) => r.done },
            { titleId: 'admin.review.col.open', numeric: true, cell: (r) => r.open },
            { titleId: 'admin.review.col.drafts', numeric: true, cell: (r) => r.drafts },
            {
              cell: (r) =>
                r.open > 0 &&
                r.userId && (
                  <StyledSmallButton type="button" onClick={() => send([r.id])}>
                    <FormattedMessage id="admin.review.progress.remindOne" />
                    <span className="vh"> {r.name ?? r.email}</span>
                  </StyledSmallButton>
                ),
            },
          ]}
        />
      </StyledReview>
    </StyledAdminPage>
  );
}
