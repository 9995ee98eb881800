import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@congress/router';
import { BusyButton, Page, StyledButton, StyledNotice } from '@congress/components';
import {
  MyAbstractsDocument,
  useMyAbstractsQuery,
  useWithdrawAbstractMutation,
  type MyAbstractRowFragment,
} from '../../generated/graphql';

const StyledList = styled.ul`
  list-style: none;
  margin: 24px 0 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const StyledCard = styled.li<{ $muted: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  padding: 16px 20px;
  opacity: ${({ $muted }) => ($muted ? 0.75 : 1)};
  h2 {
    font-size: 1.1rem;
    margin: 8px 0;
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  /* Read by screen readers, not shown (which abstract a button acts on). */
  .vh {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .comments {
    margin: 0 0 12px;
    padding: 8px 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    h3 {
      font-size: 1rem;
      margin: 0 0 4px;
    }
    ol {
      margin: 0;
      padding-left: 20px;
    }
    li {
      white-space: pre-line;
      overflow-wrap: anywhere;
      margin-bottom: 6px;
    }
  }
  .confirm {
    margin-top: 12px;
    padding: 12px;
    border-left: 4px solid ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.background};
  }
`;

// Text and background pairs keep at least 4.5:1 contrast.
const BADGE_COLOURS: Record<MyAbstractRowFragment['status'], [string, string]> = {
  SUBMITTED: ['#1d2a4d', '#e3e8f4'],
  PENDING: ['#6b4700', '#fff1cc'],
  WITHDRAWN: ['#4a4f5c', '#eceef2'],
  ACCEPTED: ['#1b5e20', '#e2f2e3'],
  REJECTED: ['#8e1c1c', '#fbe3e3'],
};

const StyledBadge = styled.span<{ $status: MyAbstractRowFragment['status'] }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ $status }) => BADGE_COLOURS[$status][0]};
  background: ${({ $status }) => BADGE_COLOURS[$status][1]};
`;

/** One abstract: status, title, dates, and while editable Modify and Withdraw (asked first). */
function AbstractCard({
  row,
  onWithdrawn,
}: {
  row: MyAbstractRowFragment;
  onWithdrawn: (title: string) => void;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [withdraw, { loading }] = useWithdrawAbstractMutation();
  const question = useRef<HTMLParagraphElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'Asia/Seoul' });
  const headingId = `abstract-${row.id}`;

  const cancel = () => {
    setAsking(false);
    setFailed(false);
    withdrawButton.current?.focus();
  };
  const confirm = async () => {
    setFailed(false);
    try {
      // The list is read again: withdrawing changes what may still be done with it (editable).
      await withdraw({
        variables: { id: row.id },
        refetchQueries: [MyAbstractsDocument],
        awaitRefetchQueries: true,
      });
      setAsking(false);
      onWithdrawn(row.title);
      // The buttons are gone once withdrawn: focus stays on this abstract, not the page's top.
      heading.current?.focus();
    } catch {
      setFailed(true);
    }
  };

  return (
    <StyledCard $muted={row.status === 'WITHDRAWN'} aria-labelledby={headingId}>
      <StyledBadge $status={row.status} data-testid="abstract-status">
        <FormattedMessage id={`mypage.abstracts.status.${row.status}`} />
      </StyledBadge>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {row.title}
      </h2>
      <p className="meta">
        <FormattedMessage id="mypage.abstracts.number" values={{ id: row.id }} />
        {row.preference && (
          <>
            {' · '}
            <FormattedMessage id={`mypage.abstracts.preference.${row.preference}`} />
          </>
        )}
        {row.topic && (
          <>
            {' · '}
            <FormattedMessage id={`topic.${row.topic}`} />
          </>
        )}
        {' · '}
        <FormattedMessage id="mypage.abstracts.submitted" values={{ date: date(row.created_at) }} />
        {row.updated_at !== row.created_at && (
          <>
            {', '}
            <FormattedMessage id="mypage.abstracts.updated" values={{ date: date(row.updated_at) }} />
          </>
        )}
      </p>
      {row.status === 'ACCEPTED' && row.accepted_as && (
        <p>
          <FormattedMessage id={`mypage.abstracts.acceptedAs.${row.accepted_as}`} />
        </p>
      )}
      {row.review_comments.length > 0 && (
        <section className="comments" aria-labelledby={`${headingId}-comments`}>
          <h3 id={`${headingId}-comments`}>
            <FormattedMessage id="mypage.abstracts.reviewComments" />
          </h3>
          <ol>
            {row.review_comments.map((comment, i) => (
              <li key={i}>{comment}</li>
            ))}
          </ol>
        </section>
      )}
      {row.status === 'ACCEPTED' && (
        <p className="meta">
          {row.file_presentation ? (
            <FormattedMessage
              id="mypage.abstracts.presentation.uploaded"
              values={{ name: row.file_presentation.name }}
            />
          ) : (
            <FormattedMessage id="mypage.abstracts.presentation.missing" />
          )}
          {row.presentationUploadable && (
            <>
              {' '}
              <Link to="/abstracts/presentation_upload">
                <FormattedMessage
                  id={
                    row.file_presentation
                      ? 'mypage.abstracts.presentation.replace'
                      : 'mypage.abstracts.presentation.upload'
                  }
                />
              </Link>
            </>
          )}
        </p>
      )}
      {row.editable ? (
        <div className="actions">
          <StyledButton as={Link} to={`/mypage/abstract_modify/${row.id}`} $variant="secondary">
            <FormattedMessage id="mypage.abstracts.modify" />
            <span className="vh">{` ${row.title}`}</span>
          </StyledButton>
          <StyledButton
            ref={withdrawButton}
            type="button"
            $variant="secondary"
            aria-expanded={asking}
            onClick={() => setAsking(true)}
          >
            <FormattedMessage id="mypage.abstracts.withdraw" />
            <span className="vh">{` ${row.title}`}</span>
          </StyledButton>
        </div>
      ) : (
        <p className="meta">
          <FormattedMessage id="mypage.abstracts.locked" />
        </p>
      )}
      {asking && (
        <div
          className="confirm"
          role="group"
          aria-label={intl.formatMessage({ id: 'mypage.abstracts.withdraw' })}
        >
          <p ref={question} tabIndex={-1}>
            <FormattedMessage id="mypage.abstracts.withdraw.question" values={{ title: row.title }} />
          </p>
          {failed && (
            <p role="alert">
              <FormattedMessage id="mypage.abstracts.withdraw.failed" />
            </p>
          )}
          <div className="actions">
            <BusyButton type="button" busy={loading} onClick={() => void confirm()}>
              <FormattedMessage id="mypage.abstracts.withdraw.confirm" />
            </BusyButton>
            <StyledButton type="button" $variant="secondary" onClick={cancel}>
              <FormattedMessage id="mypage.abstracts.withdraw.cancel" />
            </StyledButton>
          </div>
        </div>
      )}
    </StyledCard>
  );
}

/** My abstracts (spec §2): the member's abstracts (withdrawn included), newest first. */
export default function MyAbstractsPage() {
  const { data, loading, error } = useMyAbstractsQuery({ fetchPolicy: 'cache-and-network' });
  const [done, setDone] = useState<string | null>(null);
  const rows = data?.my_abstract;
  return (
    <Page titleId="nav.mypage.myAbstract">
      <p role="status">
        {done && <FormattedMessage id="mypage.abstracts.withdraw.done" values={{ title: done }} />}
      </p>
      {error && !rows && (
        <StyledNotice role="alert">
          <FormattedMessage id="mypage.abstracts.loadFailed" />
        </StyledNotice>
      )}
      {rows && rows.length === 0 && (
        <StyledNotice>
          <FormattedMessage id="mypage.abstracts.none" />
        </StyledNotice>
      )}
      {rows && rows.length > 0 && (
        <>
          <p>
            <FormattedMessage id="mypage.abstracts.count" values={{ count: rows.length }} />
          </p>
          <StyledList>
            {rows.map((row) => (
              <AbstractCard key={row.id} row={row} onWithdrawn={setDone} />
            ))}
          </StyledList>
        </>
      )}
      {!loading || rows ? (
        <p>
          <Link to="/abstracts/abstract_submission">
            <FormattedMessage id="mypage.abstracts.submit" />
          </Link>
        </p>
      ) : null}
    </Page>
  );
}
