import { FormattedMessage } from 'react-intl';
import { Link } from '@congress/router';
import styled from 'styled-components';
import { media } from '@congress/ui';
import { useSiteMenus } from './navigation';

const StyledFooter = styled.footer`
  margin-top: auto;
  padding: 32px 0;
  background: ${({ theme }) => theme.colors.navy};
  color: #d9deea;
  font-size: 0.85rem;
  a {
    color: #fff;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  /* The same column as the header's bar: its width and its side padding. */
  div {
    max-width: ${({ theme }) => theme.contentWidth};
    margin: 0 auto;
    padding: 0 24px;
    ${media.mobile} {
      padding: 0 16px;
    }
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
