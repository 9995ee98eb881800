import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media } from '../theme/theme';

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

/** A page with its translated title; sets the document title too. */
export function Page({ titleId, children }: { titleId: string; children?: ReactNode }) {
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
