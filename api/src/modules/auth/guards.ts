// Authorisation checks every resolver starts with (or states that it is public).
import { ROLE_ADMIN, ROLE_FRONT_DESK } from '@congress/domain';
import type { GraphQLContext } from '../../context';
import { AppError } from '../../errors';
import type { MemberRow } from '../members/members.lookup';

/** The logged-in user, null for a visitor; a refused token (expired, deleted…) throws its code. */
export function currentUser(ctx: GraphQLContext): MemberRow | null {
  if (ctx.auth.error) throw new AppError(ctx.auth.error);
  return ctx.auth.user;
}

export function requireUser(ctx: GraphQLContext): MemberRow {
  const user = currentUser(ctx);
  if (!user) throw new AppError('LOGIN_REQUIRED');
  return user;
}

export function isOrganiser(user: MemberRow, allowlist: readonly string[]): boolean {
  if (user.role_name !== ROLE_ADMIN) return false;
  return allowlist.length === 0 || allowlist.includes(user.email.toLowerCase());
}

/** The refusal of a session that must enrol a second factor before anything else (issue 39 §5). */
const enrolFirst = () =>
  new AppError('NOT_PERMITTED', {
    message: 'The society requires a second factor: set one up on the security page first.',
  });

export function requireOrganiser(ctx: GraphQLContext): MemberRow {
  const user = requireUser(ctx);
  if (!isOrganiser(user, ctx.config.ADMIN_ALLOWLIST)) throw new AppError('NOT_PERMITTED');
  if (ctx.auth.mustEnrol) throw enrolFirst();
  return user;
}

/**
 * Organisers and the front desk managing their own login (second factor, sessions): allowed to a
 * session that must enrol a second factor, which may do nothing else.
 */
export function requireBackOfficeAccount(ctx: GraphQLContext): MemberRow {
  const user = requireUser(ctx);
  if (!isFrontDesk(user) && !isOrganiser(user, ctx.config.ADMIN_ALLOWLIST))
    throw new AppError('NOT_PERMITTED');
  return user;
}

/** The registration desk's role: check-in and nothing else (issue 26 §2). */
export const isFrontDesk = (user: MemberRow): boolean => user.role_name === ROLE_FRONT_DESK;

/** The check-in desk: the front-desk role or an organiser. */
export function requireDesk(ctx: GraphQLContext): MemberRow {
  const user = requireBackOfficeAccount(ctx);
  if (ctx.auth.mustEnrol) throw enrolFirst();
  return user;
}

/**
 * Registering and paying need a confirmed address: until it is confirmed no mail but the
 * confirmation reaches it, so a payer would get neither payment mail nor receipt (issue 27 §3).
 */
export function requireConfirmedAddress(user: MemberRow): MemberRow {
  if (!user.confirmed) throw new AppError('ADDRESS_UNCONFIRMED');
  return user;
}
