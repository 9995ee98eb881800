import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@congress/router';
import { media, usePageQuery } from '@congress/ui';
import { Page, StyledNotice } from '@congress/components';
import {
  NewsNoticeListDocument,
  type NewsNoticeListQuery,
  type NewsNoticeListQueryVariables,
} from '../newsAndNotices/generated/graphql';
import { SEOUL_DATE } from '../newsAndNotices/newsFormat';

/** The newest albums shown here; the news list (type Gallery) pages through all of them. */
const ALBUMS_SHOWN = 24;

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 20px;
  li {
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    overflow: hidden;
  }
  a {
    display: block;
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
  }
  a:hover .title {
    text-decoration: underline;
  }
  .picture {
    aspect-ratio: 4 / 3;
    background: #eef1f7;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${({ theme }) => theme.colors.muted};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .title {
    display: block;
    padding: 10px 12px 2px;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    padding: 0 12px 12px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: 12px;
  }
`;

/**
 * The congress photographs: the gallery posts of News & notices (type GALLERY, public query
 * newsAndNotices), newest first, each with its main picture and a link to the post.
 */
export default function GalleryPage() {
  const intl = useIntl();
  const { data, loading, error } = usePageQuery<NewsNoticeListQuery, NewsNoticeListQueryVariables>(
    NewsNoticeListDocument,
    {
      variables: { filter: { type: ['GALLERY'] }, start: 0, limit: ALBUMS_SHOWN },
    },
  );
  const result = data?.newsAndNotices;
  return (
    <Page titleId="nav.informations.gallery" descriptionId="gallery.description">
      <p>
        <FormattedMessage id="gallery.intro" />
      </p>
      {error && (
        <StyledNotice role="alert">
          <FormattedMessage id="gallery.loadError" />
        </StyledNotice>
      )}
      {!error && result && result.rows.length === 0 && (
        <StyledNotice>
          <FormattedMessage id="gallery.empty" />
        </StyledNotice>
      )}
      {result && result.rows.length > 0 && (
        <StyledGrid aria-busy={loading}>
          {result.rows.map((post) => (
            <li key={post.id}>
              <Link to={`/informations/bbsDetail/${post.id}`}>
                <span className="picture">
                  {post.gallery_main ? (
                    <img src={post.gallery_main.url} alt="" loading="lazy" />
                  ) : (
                    <FormattedMessage id="gallery.noImage" />
                  )}
                </span>
                <span className="title">{post.title}</span>
                <time dateTime={post.created_at}>{intl.formatDate(post.created_at, SEOUL_DATE)}</time>
              </Link>
            </li>
          ))}
        </StyledGrid>
      )}
      {result && result.count > result.rows.length && (
        <p>
          <Link to="/informations/news_notices?type=GALLERY">
            <FormattedMessage id="gallery.all" />
          </Link>
        </p>
      )}
    </Page>
  );
}
