import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEW_BID_LABELS } from '@congress/domain';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { BusyButton } from '@congress/components';
import {
  useAddReviewAssignmentMutation,
  useAdminReviewAssignmentsQuery,
  useAdminReviewersQuery,
  useApplyReviewAssignmentMutation,
  useRemoveReviewAssignmentMutation,
  useReviewAssignmentProposalLazyQuery,
} from '../../generated/graphql';
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

/** abstract/reviewAssignment: the automatic proposal (seen before it is applied) and hand changes. */
export default function ReviewAssignmentPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.review.assign.title' }));
  const locale = intl.locale === 'ko' ? 'ko' : 'en';
  const [propose, proposal] = useReviewAssignmentProposalLazyQuery({ fetchPolicy: 'network-only' });
  const [apply, applying] = useApplyReviewAssignmentMutation();
  const assignments = useAdminReviewAssignmentsQuery({ fetchPolicy: 'network-only' });
  const reviewers = useAdminReviewersQuery({ fetchPolicy: 'network-only' });
  const [add, adding] = useAddReviewAssignmentMutation();
  const [remove] = useRemoveReviewAssignmentMutation();
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const [abstractId, setAbstractId] = useState('');
  const [reviewerId, setReviewerId] = useState('');
  const p = proposal.data?.reviewAssignmentProposal;

  const refresh = async () => {
    await Promise.all([assignments.refetch(), reviewers.refetch()]);
  };
  const onApply = async () => {
    if (!p) return;
    setNotice(null);
    try {
      const result = await apply({ variables: { hash: p.hash } });
      setNotice({
        tone: 'success',
        text: intl.formatMessage(
          { id: 'admin.review.assign.applied' },
          { count: result.data?.applyReviewAssignment.affected ?? 0 },
        ),
      });
      await refresh();
      await propose();
    } catch (error) {
      if (errorCodeOf(error) === 'CONFLICT') {
        await propose();
        setNotice({ tone: 'error', text: intl.formatMessage({ id: 'admin.review.assign.stale' }) });
      } else setNotice({ tone: 'error', text: errorText(intl, error) });
    }
  };
  const onAdd = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      await add({ variables: { abstractId: abstractId.trim(), reviewerId } });
      setNotice({ tone: 'success', text: intl.formatMessage({ id: 'admin.review.assign.added' }) });
      setAbstractId('');
      await refresh();
    } catch (error) {
      const first = Object.values(fieldErrorsOf(error))[0];
      setNotice({ tone: 'error', text: first ? intl.formatMessage({ id: first }) : errorText(intl, error) });
    }
  };

  const rows = assignments.data?.reviewAssignments ?? [];
  return (
    <StyledAdminPage aria-labelledby="review-assign-title">
      <h1 id="review-assign-title">
        <FormattedMessage id="admin.review.assign.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="admin.review.assign.intro" />
      </p>
      <StyledReview>
        <div className="row">
          <BusyButton type="button" busy={proposal.loading} onClick={() => void propose()}>
            <FormattedMessage id="admin.review.assign.propose" />
          </BusyButton>
          {p && p.proposal.length > 0 && (
            <BusyButton type="button" busy={applying.loading} onClick={() => void onApply()}>
              <FormattedMessage id="admin.review.assign.apply" />
            </BusyButton>
          )}
        </div>
        <PageNotice notice={notice} />
        <QueryErrorNotice error={proposal.error} />
        {p && (
          <section aria-labelledby="proposal-title">
            <h2 id="proposal-title">
              <FormattedMessage id="admin.review.assign.pairs" />
            </h2>
            <p>
              <FormattedMessage
                id="admin.review.assign.summary"
                values={{
                  count: p.proposal.length,
                  abstracts: p.abstracts,
                  reviewers: p.reviewers,
                  per: p.perAbstract,
                  spread: p.spread,
                }}
              />
            </p>
            {/* "Every abstract has its reviewers" only when none lacks them. */}
            {p.proposal.length === 0 && (
              <p className={p.shortfalls.length ? 'pending' : 'muted'}>
                {p.abstracts === 0 ? (
                  <FormattedMessage id="admin.review.assign.noneInReview" />
                ) : p.shortfalls.length > 0 ? (
                  <FormattedMessage id="admin.review.assign.short" values={{ count: p.shortfalls.length }} />
                ) : (
                  <FormattedMessage id="admin.review.assign.nothing" />
                )}
              </p>
            )}
            {p.pendingReviewers > 0 && (
              <p className="muted">
                <FormattedMessage id="admin.review.assign.pending" values={{ count: p.pendingReviewers }} />
              </p>
            )}
            <h2>
              <FormattedMessage id="admin.review.assign.loads" />
            </h2>
            <DataTable
              rows={p.loads}
              rowKey={(l) => l.reviewerId}
              columns={[
                { titleId: 'admin.review.col.reviewer', cell: (l) => l.reviewerName },
                { titleId: 'admin.review.col.load', numeric: true, cell: (l) => l.load },
                { titleId: 'admin.review.col.proposed', numeric: true, cell: (l) => l.proposed },
              ]}
            />
            {p.proposal.length > 0 && (
              <DataTable
                rows={p.proposal}
                rowKey={(a) => `${a.abstractId}:${a.reviewerId}`}
                columns={[
                  {
                    titleId: 'admin.review.col.abstract',
                    cell: (a) => `#${a.abstractId} ${a.abstractTitle}`,
                  },
                  { titleId: 'admin.review.col.reviewer', cell: (a) => a.reviewerName },
                  {
                    titleId: 'admin.review.col.bid',
                    cell: (a) =>
                      a.bid
                        ? REVIEW_BID_LABELS[a.bid][locale]
                        : intl.formatMessage({ id: 'admin.review.bid.none' }),
                  },
                ]}
              />
            )}
            {p.shortfalls.length > 0 && (
              <>
                <h2>
                  <FormattedMessage id="admin.review.assign.shortfalls" />
                </h2>
                <DataTable
                  rows={p.shortfalls}
                  rowKey={(s) => s.abstractId}
                  columns={[
                    {
                      titleId: 'admin.review.col.abstract',
                      cell: (s) => `#${s.abstractId} ${s.abstractTitle}`,
                    },
                    { titleId: 'admin.review.col.missing', numeric: true, cell: (s) => s.missing },
                    { titleId: 'admin.review.col.eligible', numeric: true, cell: (s) => s.eligible },
                  ]}
                />
              </>
            )}
          </section>
        )}
        <form onSubmit={onAdd}>
          <fieldset>
            <legend>
              <FormattedMessage id="admin.review.assign.manual" />
            </legend>
            <div className="row">
              <label>
                <FormattedMessage id="admin.review.assign.abstractId" />
                <input
                  type="text"
                  inputMode="numeric"
                  required
                  value={abstractId}
                  onChange={(e) => setAbstractId(e.target.value)}
                />
              </label>
              <label>
                <FormattedMessage id="admin.review.assign.reviewer" />
                <select required value={reviewerId} onChange={(e) => setReviewerId(e.target.value)}>
                  <option value="">{intl.formatMessage({ id: 'admin.review.assign.chooseReviewer' })}</option>
                  {(reviewers.data?.reviewers ?? [])
                    .filter((r) => r.userId)
                    .map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name ?? r.email}
                      </option>
                    ))}
                </select>
              </label>
              <BusyButton busy={adding.loading}>
                <FormattedMessage id="admin.review.assign.add" />
              </BusyButton>
            </div>
          </fieldset>
        </form>
        <section aria-labelledby="current-title">
          <h2 id="current-title">
            <FormattedMessage id="admin.review.assign.current" />
          </h2>
          <DataTable
            rows={rows}
            rowKey={(a) => a.id}
            emptyId="admin.review.assign.none"
            columns={[
              { titleId: 'admin.review.col.abstract', cell: (a) => `#${a.abstractId} ${a.abstractTitle}` },
              { titleId: 'admin.review.col.reviewer', cell: (a) => a.reviewerName },
              {
                titleId: 'admin.review.col.source',
                cell: (a) => <FormattedMessage id={`admin.review.source.${a.source}`} />,
              },
              {
                titleId: 'admin.review.col.done',
                cell: (a) => (
                  <FormattedMessage
                    id={
                      a.done
                        ? 'admin.review.status.done'
                        : a.draft
                          ? 'admin.review.status.draft'
                          : 'admin.review.status.open'
                    }
                  />
                ),
              },
              {
                cell: (a) =>
                  !a.done && (
                    <StyledSmallButton
                      type="button"
                      onClick={async () => {
                        try {
                          await remove({ variables: { id: a.id } });
                          setNotice({
                            tone: 'success',
                            text: intl.formatMessage({ id: 'admin.review.assign.removed' }),
                          });
                          await refresh();
                        } catch (error) {
                          setNotice({ tone: 'error', text: errorText(intl, error) });
                        }
                      }}
                    >
                      <FormattedMessage id="admin.review.assign.remove" />
                      <span className="vh">
                        {' '}
                        #{a.abstractId} {a.reviewerName}
                      </span>
                    </StyledSmallButton>
                  ),
              },
            ]}
          />
        </section>
      </StyledReview>
    </StyledAdminPage>
  );
}
