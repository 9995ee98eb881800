import { FormattedMessage } from 'react-intl';
import { Link } from '@congress/router';
import styled from 'styled-components';
import { useSiteMenus } from './navigation';

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
  const { footer } = useSiteMenus();
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
        {footer.map((item) => (
          <Link key={item.path} to={item.path}>
            <FormattedMessage id={item.labelId} />
          </Link>
        ))}
        <span>
          <FormattedMessage id="site.footer.rights" />
        </span>
      </div>
    </StyledFooter>
  );
}
