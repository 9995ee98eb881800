import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { loadedApolloClient } from '../apollo/apolloClient';
import { useHydrated } from '../serverRender/PageRenderContext';
import { sessionExpiredState } from '../state/sessionExpiredState';
import { tokenState } from '../state/tokenState';
import { userState, type SessionUser } from '../state/userState';

/** Keys of localStorage under this prefix belong to the login and go with it (issue 36). */
export const SESSION_DATA_PREFIX = 'congress.session.';

export function wipeSessionData(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(SESSION_DATA_PREFIX) ?? false,
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage refused (a private window's policy): nothing was kept there either.
  }
}

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
  /**
   * Logs out: token and user data cleared (spec §4), cached server data dropped (if a client was
   * ever loaded), and the data a page kept on the device for this session (the desk's roster of
   * registrations: keys under SESSION_DATA_PREFIX) wiped.
   */
  const logout = useCallback(() => {
    setToken(null);
    setUser(null);
    void loadedApolloClient()?.clearStore();
    wipeSessionData();
  }, [setToken, setUser]);

  // A server-rendered page is rendered for a visitor without a login; the browser's first render
  // (hydration) is the same, and the stored login shows right after (useHydrated).
  const hydrated = useHydrated();
  const known = hydrated ? { token, user } : { token: null, user: null };
  return { ...known, isAdmin: Boolean(known.user?.organiser), login, logout };
}
