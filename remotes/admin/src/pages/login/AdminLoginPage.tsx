import { useNavigate } from 'react-router-dom';
import { ROLE_ADMIN } from '@congress/domain';
import { LoginForm, Page } from '@congress/ui';

/** The organisers' login: a correct login without the organiser role is refused (spec §6). */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  return (
    <Page titleId="nav.admin.login">
      <LoginForm
        accept={(user) => (user.role.name === ROLE_ADMIN ? null : 'NOT_PERMITTED')}
        onLoggedIn={() => navigate('/admin/main', { replace: true })}
      />
    </Page>
  );
}
