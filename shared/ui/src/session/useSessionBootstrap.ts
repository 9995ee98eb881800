import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from '@congress/router';
import { loginPathFor } from '@congress/domain';
import { apolloClient } from '../apollo/apolloClient';
import { useDialogs } from '../hooks/useDialogs';
import { sessionExpiredState } from '../state/sessionExpiredState';
import { toSessionUser } from './toSessionUser';
import { useSession } from './useSession';

/**
 * With a stored token and no user yet, asks the API who it is (spec §4): a deleted or blocked
 * account is refused with its message; any other failure (an expired token) clears the session
 * quietly, so a visitor on a public page keeps reading it, and marks it expired: a page that needs
 * a login then says "Login has expired." (RouteGuard).
 */
export function useSessionBootstrap(): void {
  const { token, user, login, logout } = useSession();
  const { showError } = useDialogs();
  const navigate = useNavigate();
  const setExpired = useSetAtom(sessionExpiredState);

  useEffect(() => {
    if (!token || user) return;
    let cancelled = false;
    const refuse = (code: string) => {
      if (code !== 'ACCOUNT_DELETED' && code !== 'ACCOUNT_BLOCKED') {
        setExpired({ reason: 'expired' });
        logout();
        return;
      }
      const to = code === 'ACCOUNT_DELETED' ? '/home' : loginPathFor(window.location.pathname);
      // The guard of a page that needs a login sends there too, without a message of its own.
      setExpired({ reason: 'refused', to });
      navigate(to, { replace: true });
      logout();
      showError(`error.${code}`);
    };
    Promise.all([apolloClient(), import('./queryMe')])
      .then(([{ client }, { queryMe }]) => queryMe(client))
      .catch(() => ({ code: 'NETWORK' }) as const)
      .then((answer) => {
        if (cancelled) return;
        if (!('me' in answer)) refuse(answer.code);
        else if (answer.me.delete) refuse('ACCOUNT_DELETED');
        else login(token, toSessionUser(answer.me));
      });
    return () => {
      cancelled = true;
    };
  }, [token, user, login, logout, showError, navigate, setExpired]);
}
