import { atom } from 'jotai';

export interface SessionUser {
  id: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  name_kr: string | null;
  invited: boolean;
  roleName: string;
  /** May use the back office (organiser role, and allow-listed when a list is configured). */
  organiser: boolean;
  /** The registration desk's role: the check-in page and nothing else. */
  frontDesk: boolean;
}

/** The logged-in user, filled from `me` (or the login result); null when logged out. */
export const userState = atom<SessionUser | null>(null);
userState.debugLabel = 'userState';
