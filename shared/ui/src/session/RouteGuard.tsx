import { useAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@congress/router';
import { loginPathFor, type Access } from '@congress/domain';
import { useDialogs } from '../hooks/useDialogs';
import { sessionExpiredState } from '../state/sessionExpiredState';
import { decideAccess } from './accessDecision';
import { useSession } from './useSession';

/** Shows a page only to who may see it, with the spec's alerts and redirects (spec §6, §8). */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { token, user } = useSession();
  const { pathname } = useLocation();
  const { showError } = useDialogs();
  const decision = decideAccess(access, token, user);
  const [expired, setExpired] = useAtom(sessionExpiredState);

  useEffect(() => {
    if (decision === 'login') {
      // A login that just expired says so (spec §8); a visitor who never logged in is asked to.
      showError(expired ? 'error.LOGIN_EXPIRED' : 'error.LOGIN_REQUIRED');
      if (expired) setExpired(false);
    }
    if (decision === 'notPermitted') showError('error.NOT_PERMITTED');
  }, [decision, showError, expired, setExpired]);

  if (decision === 'login')
    return <Navigate to={loginPathFor(pathname)} replace state={{ from: pathname }} />;
  if (decision === 'notPermitted') return <Navigate to="/home" replace />;
  if (decision === 'pending') return null; // the session bootstrap is asking `me`
  return <>{children}</>;
}
