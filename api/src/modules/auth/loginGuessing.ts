// A ceiling on wrong passwords per account from all addresses together (issue 36; docs/decisions.md
// "Abuse and load"). The lock-out policy (rateLimits.ts, loginLimit) gives each new address one
// guess while the account is under attack: with N addresses, N + 10 guesses every 15 minutes.
// Past RATE_LIMIT_LOGIN_GUESSES_PER_ACCOUNT wrong passwords in the window, addresses new to the
// account share one guess a minute (slowed, never locked), while an address the owner logged in
// from passes as before; the owner is mailed once per window.
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { koreaTimeText, memberLocale } from '../../locale';
import { queueTemplatedMail } from '../mail/mail.service';
import type { MemberRow } from '../members/members.service';
import { BUDGETS, type RateLimits } from './rateLimits';

const knownKey = (account: string, ip: string) => `${account}:${ip}`;

/** The refusal of a slowed guess: the message says what to do. */
export const slowedGuess = () =>
  new AppError('RATE_LIMITED', {
    message: 'Too many wrong passwords were tried on this account. Please wait a minute and try again.',
  });

/**
 * Whether this guess is slowed: the account is past its ceiling and this address is not one the
 * owner logged in from (nothing is spent).
 */
export async function isSlowed(limits: RateLimits, account: string, ip: string): Promise<boolean> {
  const [wrong, known] = await Promise.all([
    limits.loginCeiling.get(account),
    limits.loginKnownAddress.get(knownKey(account, ip)),
  ]);
  return wrong !== null && wrong.consumedPoints >= limits.loginCeiling.points && known === null;
}

/** A slowed guess takes the account's one guess per interval, shared by every new address. */
export async function takeSlowLane(limits: RateLimits, account: string): Promise<void> {
  try {
    await limits.loginSlowLane.consume(account);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw slowedGuess();
    throw error;
  }
}

/**
 * Counts a wrong password toward the account's ceiling (a success does not reset it: the
 * attacker gains nothing from the owner's login). The guess that reaches the ceiling mails the
 * owner, once per window, in their language.
 */
export async function countWrongGuess(deps: AppDeps, account: string, user: MemberRow | undefined) {
  const wrong = await deps.limits.loginCeiling.penalty(account, 1);
  if (!user || user.delete || wrong.consumedPoints < deps.limits.loginCeiling.points) return;
  try {
    await deps.limits.loginAlertMail.consume(account);
  } catch (error) {
    if (error instanceof RateLimiterRes) return; // mailed already in this window
    throw error;
  }
  const locale = memberLocale(user);
  await deps.knex.transaction((trx) =>
    queueTemplatedMail(trx, deps, {
      type: 'LOGIN_ALERT',
      to: user.email,
      locale,
      values: {
        ...user,
        wrong_guesses: wrong.consumedPoints,
        window_minutes: BUDGETS.loginCeiling.duration / 60,
        alert_time: koreaTimeText(deps.clock.now(), locale),
      },
      // Not held back by the type's switch: the owner needs to know.
      security: true,
    }),
  );
}

/** The owner logged in from this address: one of their usual ones from now on. */
export async function rememberAddress(limits: RateLimits, account: string, ip: string) {
  await limits.loginKnownAddress.penalty(knownKey(account, ip), 1);
}
