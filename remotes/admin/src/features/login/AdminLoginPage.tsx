import { useNavigate } from '@congress/router';
import { Page } from '@congress/components';
import { LoginForm } from '@congress/components/forms';
import { CHECK_IN_PATH } from '../../layout/AdminLayout';

/**
 * The organisers' login: a correct login without the organiser role (or off the allowlist) is
 * refused (spec §6), except the front desk's, which goes to the check-in page.
 */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  return (
    <Page titleId="nav.admin.login">
      <LoginForm
        accept={(user) => (user.organiser || user.frontDesk ? null : 'NOT_PERMITTED')}
        // The front desk goes to its one page, check-in (issue 26 §2).
        onLoggedIn={(user) => navigate(user.organiser ? '/admin/main' : CHECK_IN_PATH, { replace: true })}
      />
    </Page>
  );
}
