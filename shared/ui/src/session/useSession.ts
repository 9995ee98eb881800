import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { loadedApolloClient } from '../apollo/apolloClient';
import { sessionExpiredState } from '../state/sessionExpiredState';
import { tokenState } from '../state/tokenState';
import { userState, type SessionUser } from '../state/userState';

export function useSession() {
  const [token, setToken] = useAtom(tokenState);
  const [user, setUser] = useAtom(userState);
  const setExpired = useSetAtom(sessionExpiredState);

  const login = useCallback(
    (newToken: string, newUser: SessionUser) => {
      setToken(newToken);
      setUser(newUser);
      setExpired(null);
    },
    [setToken, setUser, setExpired],
  );
  /** Logs out: token and user data cleared (spec §4), cached server data dropped (if a client was ever loaded). */
  const logout = useCallback(() => {
    setToken(null);
    setUser(null);
    void loadedApolloClient()?.clearStore();
  }, [setToken, setUser]);

  return { token, user, isAdmin: Boolean(user?.organiser), login, logout };
}
