import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from '@congress/router';
import styled from 'styled-components';
import { Page } from '@congress/components';
import { LoginForm } from '@congress/components/forms';

const StyledLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 24px;
`;

export default function LoginPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <Page titleId="nav.auth.login">
      <LoginForm
        onLoggedIn={() => navigate(from && !from.startsWith('/auth') ? from : '/home', { replace: true })}
      />
      <StyledLinks>
        <span>
          <FormattedMessage id="login.noAccount" />{' '}
          <Link to="/auth/signup">
            <FormattedMessage id="nav.auth.signup" />
          </Link>
        </span>
        <Link to="/auth/find">
          <FormattedMessage id="login.forgot" />
        </Link>
      </StyledLinks>
    </Page>
  );
}
