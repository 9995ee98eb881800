import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useParams } from '@congress/router';
import { media, usePageQuery } from '@congress/ui';
import { StyledNotice, StyledPage } from '@congress/components';
import {
  useCountNewsViewMutation,
  NewsNoticeDetailDocument,
  type NewsNoticeDetailQuery,
  type NewsNoticeDetailQueryVariables,
} from './generated/graphql';
import { fileSize, SEOUL_DATE } from './newsFormat';
import { markViewed } from './viewMark';
import { StyledRichText } from './richText.styles';

const StyledHeader = styled.header`
  border-top: 2px solid ${({ theme }) => theme.colors.navy};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: 16px 4px;
  .type {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 500;
    font-size: 0.9rem;
  }
  h1 {
    margin: 4px 0 12px;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.navy};
    overflow-wrap: anywhere;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 20px;
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dl div {
    display: flex;
    gap: 6px;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  ${media.mobile} {
    h1 {
      font-size: 1.3rem;
    }
  }
`;

const StyledFigure = styled.figure`
  margin: 24px 0 0;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: 8px;
  }
`;

const StyledFiles = styled.section`
  margin: 24px 0 0;
  padding: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const StyledNav = styled.nav`
  margin-top: 32px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: grid;
    grid-template-columns: 90px 1fr;
    gap: 12px;
    padding: 12px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .label {
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    overflow-wrap: anywhere;
  }
  .back {
    display: inline-block;
    margin-top: 20px;
    padding: 10px 20px;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
    text-decoration: none;
  }
`;

/**
 * A reader's view of a post the app navigated to (the post's own page counts it ahead of the app:
 * ahead.ts); once per browser session per post (markViewed). Answers the count after this view
 * (queries are not cached, so the page shows it from here).
 */
function useCountView(id: string | undefined): number | undefined {
  const [count, { data }] = useCountNewsViewMutation();
  useEffect(() => {
    if (id && markViewed(id)) count({ variables: { id } }).catch(() => undefined);
  }, [id, count]);
  return data?.updateNewsAndNotice.id === id ? data?.updateNewsAndNotice.viewCount : undefined;
}

export default function BbsDetailPage() {
  const intl = useIntl();
  const { bbsId } = useParams();
  const valid = Boolean(bbsId && /^\d{1,10}$/.test(bbsId));
  const { data, loading, error } = usePageQuery<NewsNoticeDetailQuery, NewsNoticeDetailQueryVariables>(
    NewsNoticeDetailDocument,
    // The view count changes with every reader: asked for again once the page is hydrated.
    { variables: { id: bbsId ?? '' }, skip: !valid, refresh: true },
  );
  const post = data?.newsAndNotice;
  const counted = useCountView(post ? post.id : undefined);
  const listPath = post?.type === 'DOWNLOAD' ? '/informations/download_center' : '/informations/news_notices';

  if (!valid || (!loading && !error && data && !post))
    return (
      <StyledPage>
        <StyledNotice role="alert">
          <FormattedMessage id="news.notFound" />
        </StyledNotice>
        <Link to="/informations/news_notices">
          <FormattedMessage id="news.backToList" />
        </Link>
      </StyledPage>
    );
  if (error)
    return (
      <StyledPage>
        <StyledNotice role="alert">
          <FormattedMessage id="news.loadError" />
        </StyledNotice>
      </StyledPage>
    );
  if (!post) return <StyledPage aria-busy="true" />;

  return (
    <StyledPage>
      <article>
        <StyledHeader>
          <span className="type">
            <FormattedMessage id={`news.type.${post.type}`} />
          </span>
          <h1>{post.title}</h1>
          <dl>
            <div>
              <dt>
                <FormattedMessage id="news.date" />
              </dt>
              <dd>
                <time dateTime={post.created_at}>{intl.formatDate(post.created_at, SEOUL_DATE)}</time>
              </dd>
            </div>
            {post.created_name && (
              <div>
                <dt>
                  <FormattedMessage id="news.author" />
                </dt>
                <dd>{post.created_name}</dd>
              </div>
            )}
            <div>
              <dt>
                <FormattedMessage id="news.viewsLabel" />
              </dt>
              <dd data-testid="view-count">{intl.formatNumber(Math.max(counted ?? 0, post.viewCount))}</dd>
            </div>
          </dl>
        </StyledHeader>
        {post.gallery_main && (
          <StyledFigure>
            <img
              src={post.gallery_main.url}
              alt={post.title}
              width={post.gallery_main.width ?? undefined}
              height={post.gallery_main.height ?? undefined}
            />
          </StyledFigure>
        )}
        {/* Sanitised by the API before it was stored (allowlist, api/src/richText.ts). */}
        <StyledRichText dangerouslySetInnerHTML={{ __html: post.content }} />
        {post.attachments.length > 0 && (
          <StyledFiles aria-labelledby="bbs-files">
            <h2 id="bbs-files">
              <FormattedMessage id="news.attachments" />
            </h2>
            <ul>
              {post.attachments.map((file) => (
                <li key={file.id}>
                  <a href={file.url} download={file.name}>
                    {file.name}
                  </a>{' '}
                  <small>{fileSize(file.size)}</small>
                </li>
              ))}
            </ul>
          </StyledFiles>
        )}
      </article>
      <StyledNav aria-label={intl.formatMessage({ id: 'news.otherPosts' })}>
        <ul>
          <li>
            <span className="label">
              <FormattedMessage id="news.newer" />
            </span>
            {post.next ? (
              <Link to={`/informations/bbsDetail/${post.next.id}`}>{post.next.title}</Link>
            ) : (
              <span className="label">
                <FormattedMessage id="news.none" />
              </span>
            )}
          </li>
          <li>
            <span className="label">
              <FormattedMessage id="news.older" />
            </span>
            {post.previous ? (
              <Link to={`/informations/bbsDetail/${post.previous.id}`}>{post.previous.title}</Link>
            ) : (
              <span className="label">
                <FormattedMessage id="news.none" />
              </span>
            )}
          </li>
        </ul>
        <Link className="back" to={listPath}>
          <FormattedMessage id="news.backToList" />
        </Link>
      </StyledNav>
    </StyledPage>
  );
}
