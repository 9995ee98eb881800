// Address confirmation (docs/decisions.md, Accounts): sign-up sends one mail with a single-use
// link; until the link is opened the account receives no other automatic mail.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Locale } from '@congress/domain';
import { emailRule } from '@congress/domain/validation';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { AppError, parseInput, validationError } from '../../errors';
import { CONFIRMATION_MAIL_TYPE, queueTemplatedMail } from '../mail/mail.service';
import {
  confirmAddress,
  findMemberByEmail,
  findMemberById,
  setConfirmationToken,
  setUnconfirmedAddress,
  usernameStatus,
  type MemberRow,
} from '../members/members.service';
import { consume } from './rateLimits';

/** A confirmation link works this long, once. */
export const CONFIRMATION_TTL_HOURS = 48;
/** The public page that confirms (route manifest: /auth/confirm). */
export const CONFIRM_PATH = '/auth/confirm';

/** Only the hash is stored, so a database reader cannot confirm someone else's address. */
export const hashConfirmationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** For templates an organiser edited without the link: the link is always in the mail. */
const LINK_FALLBACK = '<p><a href="{confirmUrl}">{confirmUrl}</a></p>';

export const siteUrl = (deps: { config: Pick<AppDeps['config'], 'PUBLIC_URL' | 'PORT'> }) =>
  (deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`).replace(/\/+$/, '');

/**
 * Queues the confirmation mail with a fresh token; the token replaces the previous one only when
 * the mail is actually queued (a rate-limited resend leaves the earlier link working).
 * Returns false when the per-recipient limit skipped it.
 */
export async function sendConfirmationMail(
  trx: Knex.Transaction,
  deps: AppDeps,
  user: MemberRow | (Record<string, unknown> & { id: number; email: string }),
  locale: Locale,
): Promise<boolean> {
  const token = randomBytes(32).toString('base64url');
  const confirmUrl = `${siteUrl(deps)}${CONFIRM_PATH}?token=${token}`;
  const { password: _password, ...values } = user as Record<string, unknown>;
  const id = await queueTemplatedMail(trx, deps, {
    type: CONFIRMATION_MAIL_TYPE,
    to: user.email,
    locale,
    values: { ...values, validHours: CONFIRMATION_TTL_HOURS },
    // The link confirms the address: like a code, the mail log (read by organisers) masks it.
    secrets: { confirmUrl },
    trusted: ['confirmUrl'],
    ensure: { placeholder: 'confirmUrl', html: LINK_FALLBACK },
  });
  if (id === null) return false;
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + CONFIRMATION_TTL_HOURS * 3_600_000);
  await setConfirmationToken(trx, user.id, hashConfirmationToken(token), expiresAt, now);
  return true;
}

/** Public: confirms the address whose live token this is, and uses the token up. */
export async function confirmEmail(deps: AppDeps, token: string): Promise<boolean> {
  const clean = token.trim();
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(clean)) return false;
  return confirmAddress(deps.knex, hashConfirmationToken(clean), deps.clock.now());
}

/**
 * Sends the confirmation mail again: for the logged-in member (a limit reached is RATE_LIMITED),
 * or by address, where the answer is the same whether or not an unconfirmed account exists.
 */
export async function resendConfirmation(
  deps: AppDeps,
  viewer: MemberRow | null,
  emailInput: string | null | undefined,
  locale: Locale,
  ip: string,
): Promise<void> {
  if (viewer) {
    if (viewer.confirmed) return;
    const sent = await deps.knex.transaction((trx) => sendConfirmationMail(trx, deps, viewer, locale));
    if (!sent) throw new AppError('RATE_LIMITED');
    return;
  }
  const email = parseInput(z.object({ email: emailRule }), { email: emailInput ?? '' }).email;
  await consume(deps.limits.codeClient, ip);
  const user = await findMemberByEmail(deps.knex, email);
  if (!user || user.delete || user.blocked || user.confirmed) return;
  await deps.knex.transaction((trx) => sendConfirmationMail(trx, deps, user, locale));
}

/**
 * "Change address" where an unconfirmed member is asked to confirm before registering or paying
 * (issue 27 §3): a mistyped address is corrected and the confirmation mail goes to the new one.
 * A confirmed address is the member's login id and does not change here (validation.idCannotChange);
 * an address another account uses is refused (validation.usernameTaken); limited per client address
 * like the resend (RATE_LIMITED).
 */
export async function changeUnconfirmedAddress(
  deps: AppDeps,
  viewer: MemberRow,
  emailInput: string,
  locale: Locale,
  ip: string,
): Promise<MemberRow> {
  const email = parseInput(z.object({ email: emailRule }), { email: emailInput }).email.trim();
  if (viewer.confirmed) throw validationError([{ field: 'email', code: 'validation.idCannotChange' }]);
  await consume(deps.limits.codeClient, ip);
  const taken = () => validationError([{ field: 'email', code: 'validation.usernameTaken' }]);
  return deps.knex.transaction(async (trx) => {
    if (email.toLowerCase() !== viewer.email.toLowerCase()) {
      if ((await usernameStatus(trx, email)).check || (await findMemberByEmail(trx, email))) throw taken();
      // Two members racing for one address: the unique indexes let one through.
      await setUnconfirmedAddress(trx, viewer.id, email, deps.clock.now()).catch((error: unknown) => {
        throw (error as { code?: string }).code === '23505' ? taken() : error;
      });
    }
    const member = (await findMemberById(trx, viewer.id))!;
    if (!(await sendConfirmationMail(trx, deps, member, locale))) throw new AppError('RATE_LIMITED');
    return member;
  });
}
