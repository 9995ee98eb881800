import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from '@congress/router';
import styled from 'styled-components';
import { CONGRESS_TITLE, remoteForPath } from '@congress/domain';
import { Footer } from './Footer';
import { Header } from './Header';
import { useDocumentTitle } from './useDocumentTitle';

const StyledShell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * At least a screen high: the footer starts below the fold. A page the app draws late (one the
 * server did not render: the member area, a failed render) then grows below the reader's view, instead of pushing a footer they
 * already see out of it (Lighthouse measured a layout shift of 0.26 on sign-up and the sponsor form).
 */
const StyledMain = styled.main`
  min-height: 100vh;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 3000;
    background: #fff;
    padding: 8px;
  }
`;

/** The public chrome (header, footer); the back office draws its own. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const backOffice = remoteForPath(pathname) === 'admin';
  useEffect(() => {
    document.title = CONGRESS_TITLE;
  }, []);
  useDocumentTitle();
  if (backOffice) return <StyledShell>{children}</StyledShell>;
  return (
    <StyledShell>
      <StyledSkipLink href="#content">
        <FormattedMessage id="site.skipToContent" />
      </StyledSkipLink>
      <Header />
      <StyledMain id="content">{children}</StyledMain>
      <Footer />
    </StyledShell>
  );
}
