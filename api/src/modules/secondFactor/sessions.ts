// Sessions as rows (issue 39 §5): each login is a login_sessions row whose id the token carries
// (claim `sid`), so its owner sees where they are logged in and ends a session, and a password
// change ends the others. authenticate.ts reads the row on each request with a session token.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { AppDeps, RequestContext } from '../../context';
import { AppError } from '../../errors';
import type { MemberRow } from '../members/members.lookup';
import {
  activeSessions,
  endSessionRow,
  endSessionsOf,
  findSession,
  insertSession,
  removeFactorsOf,
  touchSession,
  type LoginSessionRow,
} from './secondFactor.repository';

/** Last seen is written at most this often per session (not on every request). */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

/** A new session row for the user, and the token that carries it. */
export async function startSession(
  deps: AppDeps,
  user: Pick<MemberRow, 'id' | 'password_changed_at'>,
  origin: SessionOrigin,
  mustEnrol = false,
  knex: Knex = deps.knex,
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const now = deps.clock.now();
  await insertSession(knex, {
    id,
    user_id: user.id,
    ip: origin.ip.slice(0, 64),
    user_agent: origin.userAgent.slice(0, 400) || null,
    created_at: now,
    last_seen_at: now,
    must_enrol: mustEnrol,
  });
  return deps.tokens.sign({ ...user, sessionId: id });
}

export const sessionOrigin = (ctx: Pick<RequestContext, 'ip' | 'userAgent'>): SessionOrigin => ({
  ip: ctx.ip,
  userAgent: ctx.userAgent,
});

/**
 * The session a token names, if it is live and the user's; its last-seen time is refreshed when
 * older than LAST_SEEN_RESOLUTION_MS. Undefined: ended, unknown or another user's.
 */
export async function liveSession(
  knex: Knex,
  id: string,
  userId: number,
  now: Date,
): Promise<LoginSessionRow | undefined> {
  const row = await findSession(knex, id);
  if (!row || row.ended_at || row.user_id !== userId) return undefined;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > LAST_SEEN_RESOLUTION_MS)
    await touchSession(knex, id, now, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS));
  return row;
}

export async function listSessions(ctx: RequestContext, viewer: MemberRow) {
  const rows = await activeSessions(ctx.knex, viewer.id);
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id === ctx.auth.sessionId,
  }));
}

/** Ends one of the viewer's sessions (their current one included: that is a logout). */
export async function endSession(ctx: RequestContext, viewer: MemberRow, id: string): Promise<void> {
  const ended = await endSessionRow(ctx.knex, viewer.id, id, ctx.clock.now());
  if (!ended) throw new AppError('NOT_FOUND');
}

/** Ends every other session of the viewer; the number ended. */
export const endOtherSessions = (ctx: RequestContext, viewer: MemberRow): Promise<number> =>
  endSessionsOf(ctx.knex, viewer.id, ctx.clock.now(), ctx.auth.sessionId);

/** A password change or reset: every session of the user ends (the caller starts a new one if any). */
export const endAllSessions = (knex: Knex, userId: number, now: Date) => endSessionsOf(knex, userId, now);

/**
 * `npm run organiser:reset`, the break-glass of a society locked out: the account's sessions end
 * and its second factors and recovery codes go (a lost phone and lost codes must not keep the
 * society out); the organiser sets a factor up again.
 */
export async function resetLogin(knex: Knex, userId: number, now: Date): Promise<void> {
  await endSessionsOf(knex, userId, now);
  await removeFactorsOf(knex, userId);
}
