import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { NEWS_LIST_TYPES, NEWS_PAGE_SIZE, type NewsAndNoticeType } from '@congress/domain';
import { Link, useLocation, useNavigate } from '@congress/router';
import { media, usePageQuery } from '@congress/ui';
import { Page, StyledButton, StyledNotice, useTypedBeforeHydration } from '@congress/components';
import {
  NewsNoticeListDocument,
  type NewsNoticeListQuery,
  type NewsNoticeListQueryVariables,
} from './generated/graphql';
import { SEOUL_DATE } from './newsFormat';

const StyledTabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  button {
    padding: 8px 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    color: ${({ theme }) => theme.colors.navy};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
    color: #fff;
  }
`;

const StyledSearch = styled.form`
  display: flex;
  gap: 8px;
  margin: 0 0 20px;
  input {
    flex: 1;
    min-width: 0;
    max-width: 360px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
  }
`;

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 2px solid ${({ theme }) => theme.colors.navy};
  li {
    display: grid;
    grid-template-columns: 96px 1fr 110px 80px;
    gap: 12px;
    align-items: center;
    padding: 14px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  .type {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 500;
  }
  a {
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
  }
  .meta {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
  ${media.mobile} {
    li {
      grid-template-columns: 1fr auto;
      gap: 4px 12px;
    }
    .title {
      grid-column: 1 / -1;
    }
  }
`;

const StyledPager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 12px;
  margin-top: 24px;
`;

const TABS: readonly (NewsAndNoticeType | 'ALL')[] = ['ALL', ...NEWS_LIST_TYPES];

/** The list's state lives in the URL (?type=…&q=…&page=…): back, reload and shared links keep it. */
function useListParams() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const rawType = params.get('type');
  const type = (NEWS_LIST_TYPES as readonly string[]).includes(rawType ?? '')
    ? (rawType as NewsAndNoticeType)
    : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';
  const go = (next: { type?: string | null; q?: string; page?: number }) => {
    const merged = { type: type ?? '', q, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.type) out.set('type', merged.type);
    if (merged.q) out.set('q', merged.q);
    if (merged.page > 1) out.set('page', String(merged.page));
    const query = out.toString();
    navigate(query ? `${pathname}?${query}` : pathname);
  };
  return { type, page, q, go };
}

export default function NewsNoticesPage() {
  const intl = useIntl();
  const { type, page, q, go } = useListParams();
  const [text, setText] = useState(q);
  const searchBox = useTypedBeforeHydration<HTMLInputElement>(text, (typed) => setText(String(typed)));
  const { data, loading, error } = usePageQuery<NewsNoticeListQuery, NewsNoticeListQueryVariables>(
    NewsNoticeListDocument,
    {
      variables: {
        filter: { type: type ? [type] : [...NEWS_LIST_TYPES], title: q || undefined },
        start: (page - 1) * NEWS_PAGE_SIZE,
        limit: NEWS_PAGE_SIZE,
      },
    },
  );
  const result = data?.newsAndNotices;
  const pages = Math.max(1, Math.ceil((result?.count ?? 0) / NEWS_PAGE_SIZE));
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim() });
  };

  return (
    <Page titleId="nav.informations.newsNotices">
      <StyledTabs role="group" aria-label={intl.formatMessage({ id: 'news.types' })}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={(type ?? 'ALL') === tab}
            onClick={() => go({ type: tab === 'ALL' ? null : tab })}
          >
            <FormattedMessage id={`news.type.${tab}`} />
          </button>
        ))}
      </StyledTabs>
      {/* Named fields: before the page is hydrated (or without JavaScript), the form submits itself
          (GET ?type=…&q=…, the list's own address), which the server renders. */}
      <StyledSearch role="search" method="get" onSubmit={search}>
        {type && <input type="hidden" name="type" value={type} />}
        <input
          ref={searchBox}
          type="search"
          name="q"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          aria-label={intl.formatMessage({ id: 'news.searchLabel' })}
          placeholder={intl.formatMessage({ id: 'news.searchLabel' })}
        />
        <StyledButton type="submit">
          <FormattedMessage id="news.search" />
        </StyledButton>
      </StyledSearch>
      {error && (
        <StyledNotice role="alert">
          <FormattedMessage id="news.loadError" />
        </StyledNotice>
      )}
      {!error && result && result.rows.length === 0 && (
        <StyledNotice>
          <FormattedMessage id={q ? 'news.noMatch' : 'news.empty'} />
        </StyledNotice>
      )}
      {result && result.rows.length > 0 && (
        <StyledList aria-busy={loading}>
          {result.rows.map((post) => (
            <li key={post.id}>
              <span className="type">
                <FormattedMessage id={`news.type.${post.type}`} />
              </span>
              <span className="title">
                <Link to={`/informations/bbsDetail/${post.id}`}>{post.title}</Link>
              </span>
              <span className="meta">
                <time dateTime={post.created_at}>{intl.formatDate(post.created_at, SEOUL_DATE)}</time>
              </span>
              <span className="meta">
                <FormattedMessage id="news.views" values={{ count: post.viewCount }} />
              </span>
            </li>
          ))}
        </StyledList>
      )}
      {pages > 1 && (
        <StyledPager aria-label={intl.formatMessage({ id: 'news.pages' })}>
          <StyledButton type="button" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            <FormattedMessage id="news.previousPage" />
          </StyledButton>
          <span aria-current="page">
            <FormattedMessage id="news.pageOf" values={{ page, pages }} />
          </span>
          <StyledButton type="button" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            <FormattedMessage id="news.nextPage" />
          </StyledButton>
        </StyledPager>
      )}
    </Page>
  );
}
