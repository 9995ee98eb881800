import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@congress/router';
import { Page } from '@congress/components';
import type { ContentBlock, PageContent } from './content';
import { StyledProse, StyledScroll, StyledTable } from './styles';

const StyledContent = styled(StyledProse)`
  h2 {
    margin: 32px 0 12px;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  h2:first-child {
    margin-top: 0;
  }
  h3 {
    margin: 20px 0 8px;
    font-size: 1.08rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  ul,
  ol {
    margin: 0 0 1em;
    padding-left: 1.4em;
  }
  li {
    margin: 0 0 0.4em;
  }
  caption {
    caption-side: top;
    text-align: left;
    padding: 0 0 8px;
    font-weight: 500;
  }
  .note {
    padding: 12px 16px;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: #fff;
  }
  .link {
    font-weight: 500;
  }
  figure {
    margin: 0 0 24px;
  }
`;

function Block({ block }: { block: ContentBlock }) {
  if ('h' in block)
    return (
      <h2>
        <FormattedMessage id={block.h} />
      </h2>
    );
  if ('h3' in block)
    return (
      <h3>
        <FormattedMessage id={block.h3} />
      </h3>
    );
  if ('p' in block)
    return (
      <p>
        <FormattedMessage id={block.p} />
      </p>
    );
  if ('note' in block)
    return (
      <p className="note">
        <FormattedMessage id={block.note} />
      </p>
    );
  if ('ul' in block || 'ol' in block) {
    const ids = 'ul' in block ? block.ul : block.ol;
    const lines = ids.map((id) => (
      <li key={id}>
        <FormattedMessage id={id} />
      </li>
    ));
    return 'ul' in block ? <ul>{lines}</ul> : <ol>{lines}</ol>;
  }
  if ('table' in block) {
    const { caption, head, rows, numeric = [] } = block.table;
    const align = (column: number) => (numeric.includes(column) ? 'number' : undefined);
    return (
      <StyledScroll>
        <StyledTable>
          <caption>
            <FormattedMessage id={caption} />
          </caption>
          <thead>
            <tr>
              {head.map((id, column) => (
                <th key={id} scope="col" className={align(column)}>
                  <FormattedMessage id={id} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells) => (
              <tr key={cells[0]}>
                {cells.map((id, column) =>
                  column === 0 ? (
                    <th key={id} scope="row">
                      <FormattedMessage id={id} />
                    </th>
                  ) : (
                    <td key={id} className={align(column)}>
                      <FormattedMessage id={id} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroll>
    );
  }
  if ('link' in block)
    return (
      <p className="link">
        <Link to={block.to}>
          <FormattedMessage id={block.link} />
        </Link>
      </p>
    );
  const Figure = block.figure;
  return (
    <Suspense fallback={null}>
      <Figure />
    </Suspense>
  );
}

const blockKey = (block: ContentBlock, index: number) => {
  const first = Object.values(block)[0] as unknown;
  return typeof first === 'string' ? first : `block-${index}`;
};

/** A text page from its declaration: title, meta description, then headings, text, lists, tables. */
export function ContentPage({ content }: { content: PageContent }) {
  return (
    <Page titleId={content.titleId} descriptionId={content.descriptionId}>
      <StyledContent>
        {content.blocks.map((block, index) => (
          <Block key={blockKey(block, index)} block={block} />
        ))}
      </StyledContent>
    </Page>
  );
}
