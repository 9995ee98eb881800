import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { REVIEW_BID_LABELS, REVIEW_BIDS, type ReviewBid } from '@congress/domain';
import { dateToSeoulWallClock } from '@congress/domain/validation';
import { Link } from '@congress/router';
import { Page, StyledButton, StyledNotice } from '@congress/components';
import {
  useDeclareMyReviewConflictMutation,
  useMyReviewListQuery,
  useMyReviewsQuery,
  useSetMyReviewBidMutation,
  type MyReviewListQuery,
} from '../../generated/graphql';

export const StyledCards = styled.ul`
  list-style: none;
  margin: 12px 0 24px;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    padding: 14px 16px;
    display: grid;
    gap: 8px;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
  }
  select {
    min-height: 44px;
    padding: 6px 10px;
    font: inherit;
  }
  .vh {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  label {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
  }
`;

/** A Korea-time date and time as organisers set them, or "not set" without one. */
export function useWhen() {
  const intl = useIntl();
  return (value: string | null | undefined) =>
    value
      ? dateToSeoulWallClock(value).replace('T', ' ')
      : intl.formatMessage({ id: 'mypage.review.periodOpenEnd' });
}

type Biddable = MyReviewListQuery['myBiddableAbstracts'][number];

function BidCard({ row, biddingOpen }: { row: Biddable; biddingOpen: boolean }) {
  const intl = useIntl();
  const locale = intl.locale === 'ko' ? 'ko' : 'en';
  const [setBid] = useSetMyReviewBidMutation();
  const [declare] = useDeclareMyReviewConflictMutation();
  const [status, setStatus] = useState<string | null>(null);
  const bidId = `bid-${row.abstract.id}`;
  const run = async (action: () => Promise<unknown>) => {
    setStatus(null);
    try {
      await action();
      setStatus(intl.formatMessage({ id: 'mypage.review.saved' }));
    } catch {
      setStatus(intl.formatMessage({ id: 'mypage.review.loadFailed' }));
    }
  };
  return (
    <li>
      <h3>{row.abstract.title}</h3>
      <p className="meta">
        {row.abstract.topic && <FormattedMessage id={`topic.${row.abstract.topic}`} />}
        {row.abstract.keywords ? ` · ${row.abstract.keywords}` : ''}
      </p>
      <div className="controls">
        <label htmlFor={bidId}>
          <FormattedMessage id="mypage.review.bid" />
          <select
            id={bidId}
            disabled={!biddingOpen || row.conflict}
            value={row.bid ?? ''}
            onChange={(e) =>
              void run(() =>
                setBid({
                  variables: {
                    abstractId: row.abstract.id,
                    bid: (e.target.value || null) as ReviewBid | null,
                  },
                }),
              )
            }
          >
            <option value="">{intl.formatMessage({ id: 'mypage.review.bid.none' })}</option>
            {REVIEW_BIDS.map((bid) => (
              <option key={bid} value={bid}>
                {REVIEW_BID_LABELS[bid][locale]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={row.conflict}
            onChange={(e) =>
              void run(() =>
                declare({ variables: { abstractId: row.abstract.id, conflict: e.target.checked } }),
              )
            }
          />
          <FormattedMessage id="mypage.review.conflict" />
        </label>
        <span role="status" className="meta">
          {status}
        </span>
      </div>
    </li>
  );
}

/** My reviews: the abstracts assigned to the reviewer, and those of their topics to bid on. */
export default function MyReviewsPage() {
  const me = useMyReviewsQuery({ fetchPolicy: 'cache-and-network' });
  const reviewer = me.data?.myReviewer;
  return (
    <Page titleId="nav.mypage.myReviews">
      {me.error && (
        <StyledNotice role="alert">
          <FormattedMessage id="mypage.review.loadFailed" />
        </StyledNotice>
      )}
      {me.data && !reviewer && (
        <StyledNotice>
          <FormattedMessage id="mypage.review.notReviewer" />
        </StyledNotice>
      )}
      {reviewer && <ReviewerArea done={reviewer.done} assigned={reviewer.assigned} />}
    </Page>
  );
}

function ReviewerArea(props: { done: number; assigned: number }) {
  const when = useWhen();
  const list = useMyReviewListQuery({ fetchPolicy: 'cache-and-network' });
  const data = list.data;
  if (list.error && !data)
    return (
      <StyledNotice role="alert">
        <FormattedMessage id="mypage.review.loadFailed" />
      </StyledNotice>
    );
  if (!data) return null;
  const settings = data.reviewSettings;
  return (
    <>
      <p>
        <FormattedMessage
          id="mypage.review.progress"
          values={{ done: props.done, assigned: props.assigned }}
        />{' '}
        <FormattedMessage
          id="mypage.review.period"
          values={{ start: when(settings.reviewStart), end: when(settings.reviewEnd) }}
        />
      </p>
      {!settings.reviewOpen && (
        <StyledNotice>
          <FormattedMessage id="mypage.review.closed" />
        </StyledNotice>
      )}
      <h2>
        <FormattedMessage id="mypage.review.assigned" />
      </h2>
      {data.myReviewAssignments.length === 0 ? (
        <p>
          <FormattedMessage id="mypage.review.noneAssigned" />
        </p>
      ) : (
        <StyledCards>
          {data.myReviewAssignments.map((a) => (
            <li key={a.id} data-testid="review-assignment">
              <h3>{a.abstract.title}</h3>
              <p className="meta">
                <FormattedMessage
                  id={
                    a.review ? 'mypage.review.done' : a.draft ? 'mypage.review.draft' : 'mypage.review.open'
                  }
                />
                {a.abstract.topic && (
                  <>
                    {' · '}
                    <FormattedMessage id={`topic.${a.abstract.topic}`} />
                  </>
                )}
              </p>
              <div className="controls">
                <StyledButton
                  as={Link}
                  to={`/mypage/my_reviews/${a.id}`}
                  $variant={a.review ? 'secondary' : undefined}
                >
                  <FormattedMessage
                    id={a.review || !a.editable ? 'mypage.review.read' : 'mypage.review.write'}
                  />
                  <span
                    className="vh"
                    style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}
                  >
                    {` ${a.abstract.title}`}
                  </span>
                </StyledButton>
              </div>
            </li>
          ))}
        </StyledCards>
      )}
      <h2>
        <FormattedMessage id="mypage.review.bidding" />
      </h2>
      <p>
        <FormattedMessage id="mypage.review.biddingIntro" />
      </p>
      {!settings.biddingOpen && (
        <p>
          <FormattedMessage id="mypage.review.biddingClosed" />
        </p>
      )}
      {data.myBiddableAbstracts.length === 0 ? (
        <p>
          <FormattedMessage id="mypage.review.noneBiddable" />
        </p>
      ) : (
        <StyledCards>
          {data.myBiddableAbstracts.map((row) => (
            <BidCard key={row.abstract.id} row={row} biddingOpen={settings.biddingOpen} />
          ))}
        </StyledCards>
      )}
    </>
  );
}
