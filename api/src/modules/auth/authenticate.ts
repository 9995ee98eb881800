// Turns the request's bearer token into the logged-in user, or the reason it is refused.
import type { ErrorCode } from '@congress/domain';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import { findMemberById, type MemberRow } from '../members/members.lookup';
import { liveSession } from '../secondFactor/sessions';
import { issuedBeforePasswordChange, type TokenService } from './tokens';

export interface AuthState {
  user: MemberRow | null;
  error?: ErrorCode;
  /** The login_sessions row of the token (absent: a token issued outside a login). */
  sessionId?: string;
  /** The session may do nothing but enrol a second factor (the society requires one). */
  mustEnrol?: boolean;
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? (match[1] as string) : null;
}

export async function authenticate(
  knex: Knex,
  tokens: TokenService,
  clock: Clock,
  header?: string,
): Promise<AuthState> {
  const token = bearerToken(header);
  if (!token) return { user: null };
  const claims = await tokens.verify(token);
  if (!claims) return { user: null, error: 'LOGIN_EXPIRED' };
  const user = await findMemberById(knex, claims.userId);
  if (!user || issuedBeforePasswordChange(claims, user.password_changed_at)) {
    return { user: null, error: 'LOGIN_EXPIRED' };
  }
  if (user.delete) return { user: null, error: 'ACCOUNT_DELETED' };
  if (user.blocked) return { user: null, error: 'ACCOUNT_BLOCKED' };
  if (!claims.sessionId) return { user };
  // An ended session (its owner ended it, or a password change) is refused like an expired token.
  const session = await liveSession(knex, claims.sessionId, user.id, clock.now());
  if (!session) return { user: null, error: 'LOGIN_EXPIRED' };
  return { user, sessionId: session.id, mustEnrol: session.must_enrol };
}
