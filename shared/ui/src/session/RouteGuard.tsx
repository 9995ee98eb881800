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
  const [ended, setEnded] = useAtom(sessionExpiredState);

  useEffect(() => {
    if (decision === 'login') {
      // A login that just expired says so (spec §8); a refused account has had its message from
      // the session check; a visitor who never logged in is asked to log in.
      if (ended?.reason !== 'refused')
        showError(ended?.reason === 'expired' ? 'error.LOGIN_EXPIRED' : 'error.LOGIN_REQUIRED');
      if (ended) setEnded(null);
    }
    if (decision === 'notPermitted') showError('error.NOT_PERMITTED');
    // Where a refused visitor was sent, the refusal is spent (an expiry waits for a guarded page).
    if (decision === 'allow' && ended?.reason === 'refused') setEnded(null);
  }, [decision, showError, ended, setEnded]);

  if (decision === 'login' && ended?.reason === 'refused') return <Navigate to={ended.to} replace />;
  if (decision === 'login')
    return <Navigate to={loginPathFor(pathname)} replace state={{ from: pathname }} />;
  if (decision === 'notPermitted') return <Navigate to="/home" replace />;
  if (decision === 'pending') return null; // the session bootstrap is asking `me`
  return <>{children}</>;
}
