import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ABSTRACT_TOPICS } from '@congress/domain';
import { fieldErrorsOf } from '@congress/graphql';
import {
  useAddReviewerMutation,
  useAdminReviewersQuery,
  useRemoveReviewerMutation,
  useReviewerCandidatesLazyQuery,
  useUpdateReviewerTopicsMutation,
  type ReviewerRowFragment,
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
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { StyledReview } from './styles';

/** The 22 topics as checkboxes, by name in the page's language. */
export function TopicPicker(props: { value: string[]; onChange(next: string[]): void; legendId: string }) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend>
        <FormattedMessage id={props.legendId} />
      </legend>
      <div className="topics">
        {ABSTRACT_TOPICS.map((topic) => (
          <label className="inline" key={topic}>
            <input
              type="checkbox"
              checked={props.value.includes(topic)}
              onChange={(e) =>
                props.onChange(
                  e.target.checked ? [...props.value, topic] : props.value.filter((t) => t !== topic),
                )
              }
            />
            {intl.formatMessage({ id: `topic.${topic}` })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ReviewerTopics(props: { reviewer: ReviewerRowFragment; onNotice(notice: PageNoticeState): void }) {
  const intl = useIntl();
  const [topics, setTopics] = useState(props.reviewer.topics);
  const [open, setOpen] = useState(false);
  const [update, updating] = useUpdateReviewerTopicsMutation();
  const names = props.reviewer.topics.map((t) => intl.formatMessage({ id: `topic.${t}` })).join(', ');
  if (!open)
    return (
      <button type="button" className="link" onClick={() => setOpen(true)}>
        {names || '—'}
      </button>
    );
  return (
    <div>
      <TopicPicker value={topics} onChange={setTopics} legendId="admin.review.reviewers.topics" />
      <StyledSmallButton
        type="button"
        aria-disabled={updating.loading}
        onClick={async () => {
          try {
            await update({ variables: { id: props.reviewer.id, topics } });
            setOpen(false);
            props.onNotice({
              tone: 'success',
              text: intl.formatMessage({ id: 'admin.review.reviewers.topicsSaved' }),
            });
          } catch (error) {
            props.onNotice({ tone: 'error', text: errorText(intl, error) });
          }
        }}
      >
        <FormattedMessage id="admin.review.reviewers.saveTopics" />
      </StyledSmallButton>
    </div>
  );
}

/** abstract/reviewers: make members reviewers (search or invite), their topics, and remove them. */
export default function ReviewersPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.review.reviewers.title' }));
  const reviewers = useAdminReviewersQuery({ fetchPolicy: 'network-only' });
  const [search, found] = useReviewerCandidatesLazyQuery({ fetchPolicy: 'network-only' });
  const [add, adding] = useAddReviewerMutation();
  const [remove] = useRemoveReviewerMutation();
  const [removing, setRemoving] = useState<ReviewerRowFragment | null>(null);
  const [term, setTerm] = useState('');
  const [email, setEmail] = useState('');
  const [topics, setTopics] = useState<string[]>([]);
  const [notice, setNotice] = useState<PageNoticeState>(null);

  const addReviewer = async (variables: { userId?: string; email?: string }) => {
    setNotice(null);
    if (!topics.length) {
      setNotice({ tone: 'error', text: intl.formatMessage({ id: 'admin.review.reviewers.chooseTopic' }) });
      return;
    }
    try {
      const result = await add({ variables: { ...variables, topics } });
      const row = result.data?.addReviewer;
      // Linked only once the address is confirmed: say so rather than "is a reviewer now".
      const id = row?.userId
        ? 'admin.review.reviewers.added'
        : row?.awaitingConfirmation
          ? 'admin.review.reviewers.addedUnconfirmed'
          : 'admin.review.reviewers.addedInvited';
      setNotice({
        tone: 'success',
        text: intl.formatMessage({ id }, { name: row?.name ?? row?.email ?? '', email: row?.email ?? '' }),
      });
      setEmail('');
      await reviewers.refetch();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const first = Object.values(fields)[0];
      setNotice({ tone: 'error', text: first ? intl.formatMessage({ id: first }) : errorText(intl, error) });
    }
  };

  const rows = reviewers.data?.reviewers ?? [];
  const candidates = found.data?.reviewerCandidates ?? [];
  return (
    <StyledAdminPage aria-labelledby="reviewers-title">
      <h1 id="reviewers-title">
        <FormattedMessage id="admin.review.reviewers.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="admin.review.reviewers.intro" />
      </p>
      <StyledReview>
        <TopicPicker value={topics} onChange={setTopics} legendId="admin.review.reviewers.topics" />
        <fieldset>
          <form
            className="row"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              const text = term.trim();
              if (!text) return;
              void search({ variables: { search: text } });
            }}
          >
            <label>
              <FormattedMessage id="admin.review.reviewers.search" />
              <input type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
            </label>
            <StyledSmallButton type="submit">
              <FormattedMessage id="admin.review.reviewers.searchButton" />
            </StyledSmallButton>
          </form>
          {found.called && !found.loading && candidates.length === 0 && (
            <p className="muted">
              <FormattedMessage id="admin.review.reviewers.noMatch" />
            </p>
          )}
          {candidates.length > 0 && (
            <ul>
              {candidates.map((m) => (
                <li key={m.id} className="row">
                  <span>
                    {m.name} ({m.email}){m.affiliation ? ` · ${m.affiliation}` : ''}
                    {!m.confirmed && (
                      <span className="muted">
                        {' · '}
                        <FormattedMessage id="admin.review.reviewers.unconfirmed" />
                      </span>
                    )}
                  </span>
                  {m.reviewer ? (
                    <span className="muted">
                      <FormattedMessage id="admin.review.reviewers.already" />
                    </span>
                  ) : (
                    <StyledSmallButton
                      type="button"
                      aria-disabled={adding.loading}
                      onClick={() => addReviewer({ userId: m.id })}
                    >
                      <FormattedMessage id="admin.review.reviewers.add" />
                      <span className="vh"> {m.name}</span>
                    </StyledSmallButton>
                  )}
                </li>
              ))}
            </ul>
          )}
          <form
            className="row"
            onSubmit={(e) => {
              e.preventDefault();
              void addReviewer({ email });
            }}
          >
            <label>
              <FormattedMessage id="admin.review.reviewers.invite" />
              <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </label>
            <StyledSmallButton type="submit" aria-disabled={adding.loading}>
              <FormattedMessage id="admin.review.reviewers.inviteButton" />
            </StyledSmallButton>
          </form>
        </fieldset>
        <PageNotice notice={notice} />
        <QueryErrorNotice error={reviewers.error} />
        <DataTable
          rows={rows}
          rowKey={(r) => r.id}
          emptyId="admin.review.reviewers.none"
          columns={[
            {
              titleId: 'admin.review.col.reviewer',
              cell: (r) => (
                <>
                  {r.name ?? r.email}
                  <div className="muted">
                    {r.userId || r.awaitingConfirmation ? r.email : ''}
                    {r.affiliation ? ` · ${r.affiliation}` : ''}
                  </div>
                  {!r.userId && (
                    <div className="pending">
                      <FormattedMessage
                        id={
                          r.awaitingConfirmation
                            ? 'admin.review.reviewers.pendingConfirmation'
                            : 'admin.review.reviewers.invited'
                        }
                      />
                    </div>
                  )}
                </>
              ),
            },
            {
              titleId: 'admin.review.col.topics',
              cell: (r) => <ReviewerTopics reviewer={r} onNotice={setNotice} />,
            },
            { titleId: 'admin.review.col.done', numeric: true, cell: (r) => r.done },
            { titleId: 'admin.review.col.open', numeric: true, cell: (r) => r.open },
            {
              cell: (r) => (
                <StyledSmallButton type="button" onClick={() => setRemoving(r)}>
                  <FormattedMessage id="admin.review.reviewers.remove" />
                  <span className="vh"> {r.name ?? r.email}</span>
                </StyledSmallButton>
              ),
            },
          ]}
        />
      </StyledReview>
      {removing && (
        <ConfirmDialog
          danger
          title={intl.formatMessage(
            { id: 'admin.review.reviewers.removeTitle' },
            { name: removing.name ?? removing.email },
          )}
          confirmLabel={intl.formatMessage({ id: 'admin.review.reviewers.removeConfirm' })}
          canConfirm={removing.done === 0}
          errorText={(error) => errorText(intl, error)}
          onConfirm={async () => {
            await remove({ variables: { id: removing.id } });
            return {
              message: intl.formatMessage(
                { id: 'admin.review.reviewers.removed' },
                { name: removing.name ?? removing.email },
              ),
            };
          }}
          onClose={(done) => {
            setRemoving(null);
            if (done) void reviewers.refetch();
          }}
        >
          <p>
            <FormattedMessage
              id={
                removing.done > 0
                  ? 'admin.review.reviewers.removeRefused'
                  : 'admin.review.reviewers.removeText'
              }
              values={{ name: removing.name ?? removing.email, open: removing.open, drafts: removing.drafts }}
            />
          </p>
        </ConfirmDialog>
      )}
    </StyledAdminPage>
  );
}
