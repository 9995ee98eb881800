import { FormattedMessage } from 'react-intl';
import { Link } from '@congress/router';
import styled from 'styled-components';

const StyledFooter = styled.footer`
  margin-top: auto;
  padding: 32px 24px;
  background: ${({ theme }) => theme.colors.navy};
  color: #d9deea;
  font-size: 0.85rem;
  a {
    color: #fff;
  }
  div {
    max-width: ${({ theme }) => theme.contentWidth};
    margin: 0 auto;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    justify-content: space-between;
  }
`;

export function Footer() {
  return (
    <StyledFooter>
      <div>
        <span>
          <strong>
            <FormattedMessage id="site.footer.society" />
          </strong>{' '}
          · <FormattedMessage id="site.subtitle" /> · <FormattedMessage id="site.venue" />,{' '}
          <FormattedMessage id="site.dates" />
        </span>
        <Link to="/auth/sitemap">
          <FormattedMessage id="nav.auth.sitemap" />
        </Link>
        <span>
          <FormattedMessage id="site.footer.rights" />
        </span>
      </div>
    </StyledFooter>
  );
}
