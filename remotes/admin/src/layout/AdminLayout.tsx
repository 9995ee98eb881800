import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useNavigate } from '@congress/router';
import styled from 'styled-components';
import { menuSections } from '@congress/domain';
import { LinkGroup, media, useSession } from '@congress/ui';
import { features } from '../features';

// The admin menu from the back office's own route tables (features/*/routes.json).
const ADMIN_MENU = menuSections([features], 'admin');

const StyledFrame = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  min-height: 100vh;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const StyledSide = styled.nav`
  background: ${({ theme }) => theme.colors.navy};
  color: #fff;
  padding: 20px 0;
  h1 {
    margin: 0 20px 16px;
    font-size: 1.1rem;
  }
  h2 {
    margin: 16px 20px 4px;
    font-size: 0.8rem;
    letter-spacing: 0.04em;
    color: #aab3cc;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 6px 20px 6px 28px;
    color: #e8ebf3;
    text-decoration: none;
  }
  a.active {
    background: rgba(255, 255, 255, 0.12);
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

const StyledTop = styled.header`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: 16px;
  padding: 12px 24px;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primaryDark};
    cursor: pointer;
  }
`;

/** Back-office frame: the Korean left menu of spec §2 with its seven groups. */
export function AdminLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  return (
    <StyledFrame>
      <StyledSide aria-label={intl.formatMessage({ id: 'admin.menuLabel' })} lang="ko">
        <h1>
          <FormattedMessage id="admin.title" />
        </h1>
        {ADMIN_MENU.map(({ section, items }) => (
          <LinkGroup key={section.id} labelId={section.labelId} items={items} />
        ))}
      </StyledSide>
      <div>
        <StyledTop>
          <Link to="/home">
            <FormattedMessage id="admin.backToSite" />
          </Link>
          {user && <FormattedMessage id="admin.signedInAs" values={{ email: user.email }} />}
          <button
            type="button"
            onClick={() => {
              logout();
              navigate('/admin/login');
            }}
          >
            <FormattedMessage id="admin.logout" />
          </button>
        </StyledTop>
        <Outlet />
      </div>
    </StyledFrame>
  );
}
