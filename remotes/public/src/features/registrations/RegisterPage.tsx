import { Navigate } from '@congress/router';

/**
 * /registrations/registration/:lang (login required, spec §2): the registration form is the member
 * area's (My registration: the tiers of the member's country, the live fee, then Pay now). One
 * form, one set of GraphQL operations: this path opens it instead of keeping a second copy.
 */
export default function RegisterPage() {
  return <Navigate replace to="/mypage/my_registration" />;
}
