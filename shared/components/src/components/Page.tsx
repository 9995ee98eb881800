import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { media, usePageRender } from '@congress/ui';

export const StyledPage = styled.section`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 32px 24px 64px;
  ${media.mobile} {
    padding: 20px 16px 48px;
  }
`;

const StyledTitle = styled.h1`
  margin: 0 0 24px;
  padding-bottom: 12px;
  font-size: 1.8rem;
  color: ${({ theme }) => theme.colors.navy};
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
  ${media.mobile} {
    font-size: 1.4rem;
  }
`;

/**
 * The page's own meta description (search results, link previews) while it is shown, in the page's
 * language; the site's description from index.html comes back when it is left. A server render
 * writes it into the page's head.
 */
function useMetaDescription(descriptionId: string | undefined): void {
  const intl = useIntl();
  const text = descriptionId ? intl.formatMessage({ id: descriptionId }) : undefined;
  const render = usePageRender();
  if (render && text) render.head.description = text;
  useEffect(() => {
    if (!text) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const before = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = before;
    };
  }, [text]);
}

/**
 * A page with its translated title (the browser tab's title comes from its route's label, see the
 * shell's useDocumentTitle) and, when given, its own meta description.
 */
export function Page({
  titleId,
  descriptionId,
  children,
}: {
  titleId: string;
  /** Message id of the page's meta description; without it the site's description stays. */
  descriptionId?: string;
  children?: ReactNode;
}) {
  useMetaDescription(descriptionId);
  return (
    <StyledPage>
      <StyledTitle>
        <FormattedMessage id={titleId} />
      </StyledTitle>
      {children}
    </StyledPage>
  );
}

export const StyledNotice = styled.p`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A page whose service comes in a later release: its title and a clear notice. */
export function ComingSoonPage({ titleId }: { titleId: string }) {
  return (
    <Page titleId={titleId}>
      <StyledNotice>
        <FormattedMessage id="page.comingSoon" />
      </StyledNotice>
    </Page>
  );
}
