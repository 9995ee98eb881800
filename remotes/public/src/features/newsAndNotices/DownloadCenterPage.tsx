import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@congress/router';
import { Page, StyledButton, StyledNotice } from '@congress/components';
import {
  DownloadCenterDocument,
  type DownloadCenterQuery,
  type DownloadCenterQueryVariables,
} from './generated/graphql';
import { fileSize, SEOUL_DATE } from './newsFormat';
import { StyledRichText } from './richText.styles';
import { usePageQuery } from '@congress/ui';

const PAGE_SIZE = 20;

const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  > li {
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    padding: 16px 20px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.navy};
  }
  time {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${StyledRichText} {
    padding: 8px 0;
    font-size: 0.95rem;
  }
  .files {
    margin: 8px 0 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .files a {
    display: inline-block;
    padding: 8px 12px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
`;

/** Documents the secretariat posts as DOWNLOAD posts, each with its files. */
export default function DownloadCenterPage() {
  const intl = useIntl();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const { data, error, loading } = usePageQuery<DownloadCenterQuery, DownloadCenterQueryVariables>(
    DownloadCenterDocument,
    { variables: { start: 0, limit } },
  );
  const result = data?.newsAndNotices;
  return (
    <Page titleId="nav.informations.downloadCenter">
      <p>
        <FormattedMessage id="download.intro" />
      </p>
      {error && (
        <StyledNotice role="alert">
          <FormattedMessage id="news.loadError" />
        </StyledNotice>
      )}
      {result && result.rows.length === 0 && (
        <StyledNotice>
          <FormattedMessage id="download.empty" />
        </StyledNotice>
      )}
      {result && result.rows.length > 0 && (
        <StyledItems>
          {result.rows.map((post) => (
            <li key={post.id}>
              <h2>
                <Link to={`/informations/bbsDetail/${post.id}`}>{post.title}</Link>
              </h2>
              <time dateTime={post.created_at}>{intl.formatDate(post.created_at, SEOUL_DATE)}</time>
              <StyledRichText dangerouslySetInnerHTML={{ __html: post.content }} />
              {post.attachments.length > 0 ? (
                <ul className="files" aria-label={intl.formatMessage({ id: 'news.attachments' })}>
                  {post.attachments.map((file) => (
                    <li key={file.id}>
                      <a href={file.url} download={file.name}>
                        <FormattedMessage
                          id="download.file"
                          values={{ name: file.name, size: fileSize(file.size) }}
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <small>
                  <FormattedMessage id="download.noFiles" />
                </small>
              )}
            </li>
          ))}
        </StyledItems>
      )}
      {result && result.count > result.rows.length && (
        <p>
          <StyledButton type="button" disabled={loading} onClick={() => setLimit(limit + PAGE_SIZE)}>
            <FormattedMessage id="download.more" />
          </StyledButton>
        </p>
      )}
    </Page>
  );
}
