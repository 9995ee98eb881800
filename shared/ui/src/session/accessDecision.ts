import type { Access } from '@congress/domain';
import type { SessionUser } from '../state/userState';

/**
 * What a guard does with a page (spec §6): allow it; send a visitor without a token to log in;
 * refuse a non-organiser on an admin page (and anyone but the desk on the check-in page); or wait while the token's user is being looked up.
 */
export type AccessDecision = 'allow' | 'login' | 'notPermitted' | 'pending';

export function decideAccess(access: Access, token: string | null, user: SessionUser | null): AccessDecision {
  if (access === 'public') return 'allow';
  if (!token) return 'login';
  if (!user) return 'pending';
  // The server decides who is an organiser (the Authenticated role, plus the allowlist).
  if (access === 'admin' && !user.organiser) return 'notPermitted';
  // The check-in desk: the front-desk role or an organiser.
  if (access === 'desk' && !user.organiser && !user.frontDesk) return 'notPermitted';
  return 'allow';
}
