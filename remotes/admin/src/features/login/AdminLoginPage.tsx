import { useNavigate } from '@congress/router';
import { Page } from '@congress/components';
import { LoginForm } from '@congress/components/forms';

/** The organisers' login: a correct login without the organiser role (or off the allowlist) is refused (spec §6). */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  return (
    <Page titleId="nav.admin.login">
      <LoginForm
        accept={(user) => (user.organiser ? null : 'NOT_PERMITTED')}
        onLoggedIn={() => navigate('/admin/main', { replace: true })}
      />
    </Page>
  );
}
