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
      <main id="content">{children}</main>
      <Footer />
    </StyledShell>
  );
}
