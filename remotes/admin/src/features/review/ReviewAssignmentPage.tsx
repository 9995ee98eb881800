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
import { errorText, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { StyledReview } from './styles';

type Notice = { tone: 'success' | 'error'; text: string } | null;

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
  const [notice, setNotice] = useState<Notice>(null);
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
        {notice && (
          <StyledNotice $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </StyledNotice>
        )}
        {proposal.error && (
          <StyledNotice $tone="error" role="alert">
            {errorText(intl, proposal.error)}
          </StyledNotice>
        )}
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
            {p.proposal.length === 0 && (
              <p className="muted">
                <FormattedMessage id="admin.review.assign.nothing" />
              </p>
            )}
            <h2>
              <FormattedMessage id="admin.review.assign.loads" />
            </h2>
            <div className="scroll">
              <table>
                <thead>
                  <tr>
                    <th>
                      <FormattedMessage id="admin.review.col.reviewer" />
                    </th>
                    <th className="num">
                      <FormattedMessage id="admin.review.col.load" />
                    </th>
                    <th className="num">
                      <FormattedMessage id="admin.review.col.proposed" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.loads.map((l) => (
                    <tr key={l.reviewerId}>
                      <td>{l.reviewerName}</td>
                      <td className="num">{l.load}</td>
                      <td className="num">{l.proposed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {p.proposal.length > 0 && (
              <div className="scroll">
                <table>
                  <thead>
                    <tr>
                      <th>
                        <FormattedMessage id="admin.review.col.abstract" />
                      </th>
                      <th>
                        <FormattedMessage id="admin.review.col.reviewer" />
                      </th>
                      <th>
                        <FormattedMessage id="admin.review.col.bid" />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.proposal.map((a) => (
                      <tr key={`${a.abstractId}:${a.reviewerId}`}>
                        <td>
                          #{a.abstractId} {a.abstractTitle}
                        </td>
                        <td>{a.reviewerName}</td>
                        <td>
                          {a.bid
                            ? REVIEW_BID_LABELS[a.bid][locale]
                            : intl.formatMessage({ id: 'admin.review.bid.none' })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {p.shortfalls.length > 0 && (
              <>
                <h2>
                  <FormattedMessage id="admin.review.assign.shortfalls" />
                </h2>
                <div className="scroll">
                  <table>
                    <thead>
                      <tr>
                        <th>
                          <FormattedMessage id="admin.review.col.abstract" />
                        </th>
                        <th className="num">
                          <FormattedMessage id="admin.review.col.missing" />
                        </th>
                        <th className="num">
                          <FormattedMessage id="admin.review.col.eligible" />
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {p.shortfalls.map((s) => (
                        <tr key={s.abstractId}>
                          <td>
                            #{s.abstractId} {s.abstractTitle}
                          </td>
                          <td className="num">{s.missing}</td>
                          <td className="num">{s.eligible}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
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
          <div className="scroll">
            <table>
              <thead>
                <tr>
                  <th>
                    <FormattedMessage id="admin.review.col.abstract" />
                  </th>
                  <th>
                    <FormattedMessage id="admin.review.col.reviewer" />
                  </th>
                  <th>
                    <FormattedMessage id="admin.review.col.source" />
                  </th>
                  <th>
                    <FormattedMessage id="admin.review.col.done" />
                  </th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={5} className="muted">
                      <FormattedMessage id="admin.review.assign.none" />
                    </td>
                  </tr>
                )}
                {rows.map((a) => (
                  <tr key={a.id}>
                    <td>
                      #{a.abstractId} {a.abstractTitle}
                    </td>
                    <td>{a.reviewerName}</td>
                    <td>
                      <FormattedMessage id={`admin.review.source.${a.source}`} />
                    </td>
                    <td>
                      <FormattedMessage
                        id={a.done ? 'admin.review.status.done' : 'admin.review.status.open'}
                      />
                    </td>
                    <td>
                      {!a.done && (
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
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </StyledReview>
    </StyledAdminPage>
  );
}
