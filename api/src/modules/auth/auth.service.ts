// Sign-up, login and the find-password flow (spec §4–§8).
import type { Knex } from 'knex';
import { ROLE_MEMBER, type Locale } from '@congress/domain';
import {
  emailRule,
  memberDialCode,
  nameModeFor,
  passwordRule,
  signUpSchema,
} from '@congress/domain/validation';
import { z } from 'zod';
import type { AppDeps, RequestContext } from '../../context';
import { AppError, parseInput, validationError } from '../../errors';
import { minutesFrom } from '../../clock';
import { isKnownCountry } from '../countries/countries.service';
import { checkSignUpConsents, recordConsents, type ConsentAnswer } from '../consents/consents.lookup';
import {
  countWrongCode,
  latestCodeMailForUpdate,
  markCodeVerified,
  queueTemplatedMail,
  useAllCodes,
  verifiedResetMailForUpdate,
} from '../mail/mail.service';
import {
  createMember,
  findMemberByEmail,
  findMemberById,
  recordLogin,
  setPasswordHash,
  usernameStatus,
} from '../members/members.service';
import {
  AUTH_CODE_CHANGE_WINDOW_MINUTES,
  AUTH_CODE_MAX_ATTEMPTS,
  AUTH_CODE_TTL_MINUTES,
  hashAuthCode,
  hashResetToken,
  newAuthCode,
  newResetToken,
} from './authCodes';
import { afterPassword, secondFactorNeeded } from '../secondFactor/secondFactor.service';
import { endAllSessions, sessionOrigin, startSession } from '../secondFactor/sessions';
import { sendConfirmationMail } from './confirmation';
import { countWrongGuess, isSlowed, rememberAddress, takeSlowLane } from './loginGuessing';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  accountKey,
  accountOpen,
  budgetOf,
  codeCheckLimit,
  consume,
  consumeOnAccount,
  forgetAccount,
  loginLimit,
  requireAccountOpen,
  resetLimit,
  signUpDomainLimit,
  spendOnAccount,
} from './rateLimits';

export const duplicateUserName = (knex: Knex, username: string) => usernameStatus(knex, username);

/** The refusal of a sign-up over its budget (the sign-up page shows its own translated text). */
const signUpLimited = () =>
  new AppError('RATE_LIMITED', {
    message:
      'Too many accounts were created from your network or for your e-mail domain in the last hour. Please try again later or contact the secretariat.',
  });

/**
 * Each sign-up creates an account and mails the address given: they are limited per client
 * address and per e-mail domain (signUpDomainLimit), on top of the anonymous budget, once the
 * input is valid (a mistyped form costs nothing) and before anything is written.
 */
async function spendSignUp(deps: AppDeps, email: string, ip: string) {
  try {
    await consume(deps.limits.signUpClient, ip);
    const domain = email.slice(email.lastIndexOf('@') + 1);
    await consumeOnAccount(signUpDomainLimit(deps.limits), accountKey(domain), ip);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') throw signUpLimited();
    throw error;
  }
}

export async function register(
  ctx: RequestContext,
  input: Record<string, unknown>,
  locale: Locale,
  ip: string,
) {
  const deps = ctx;
  const values = parseInput(signUpSchema(nameModeFor(String(input.country ?? ''))), input);
  const { knex } = deps;
  // Each consent answered on its own, to the text's current version; a refused required one
  // refuses the sign-up before anything is written (docs/decisions.md, "Consent at sign-up").
  const consents = await checkSignUpConsents(
    knex,
    input.consents as ConsentAnswer[] | null | undefined,
    Boolean(values.visaPassportNumber),
  );
  await spendSignUp(deps, values.email, ip);
  // Hashed before the transaction: argon2 takes tens of milliseconds of CPU, and a pooled
  // connection held meanwhile is one the other requests of a sign-up burst wait for.
  const passwordHash = await hashPassword(values.password);
  const user = await knex.transaction(async (trx) => {
    if ((await duplicateUserName(trx, values.username)).check) {
      throw validationError([{ field: 'username', code: 'validation.usernameTaken' }]);
    }
    if (!(await isKnownCountry(trx, values.country)))
      throw validationError([{ field: 'country', code: 'validation.invalid' }]);
    const { password: _password, ...profile } = values;
    const now = deps.clock.now();
    const id = await createMember(
      trx,
      {
        ...profile,
        dialCode: memberDialCode(profile),
        password: passwordHash,
        confirmed: false,
        password_changed_at: now,
      },
      ROLE_MEMBER,
    );
    await recordConsents(trx, id, consents, 'SIGN_UP', now);
    // The account starts unconfirmed: this mail carries the confirmation link (confirmation.ts).
    await sendConfirmationMail(trx, deps, { ...profile, id }, locale);
    // Read in the same transaction: once it commits, no further query can fail and leave the
    // member with an account they were told was not created.
    return (await findMemberById(trx, id))!;
  });
  return { jwt: await startSession(deps, user, sessionOrigin(ctx)), user };
}

/**
 * The password step of a login: the guessing limits, then the account's state. The user, whose
 * failed attempts are forgotten (the ceiling is not).
 */
async function checkPassword(deps: AppDeps, identifier: string, password: string, ip: string) {
  // Keyed by the normalised account: another spelling buys no more guesses. A lock the guesser
  // cannot turn against the owner (loginLimit): an address without failures on it still passes.
  const key = accountKey(identifier);
  const limit = loginLimit(deps.limits);
  const [account, client, slowed] = await Promise.all([
    accountOpen(limit, key, ip),
    budgetOf(deps.limits.loginClient, ip),
    isSlowed(deps.limits, key, ip),
  ]);
  if (!account.open || client.exhausted) throw new AppError('RATE_LIMITED');
  // Past the account's ceiling, a new address waits its turn (loginGuessing.ts).
  if (slowed) await takeSlowLane(deps.limits, key);
  const user = await findMemberByEmail(deps.knex, identifier.trim());
  // An unknown account is verified against a dummy hash: both paths cost one argon2 verification.
  const valid = await verifyPassword(user?.password ?? (await dummyPasswordHash()), password);
  if (!user || !valid) {
    // Per account, per account and address, and per address across accounts (password spraying);
    // toward the account's ceiling too (an unknown account alike: no mail, the same answer).
    await Promise.all([
      spendOnAccount(limit, key, ip),
      consume(deps.limits.loginClient, ip),
      countWrongGuess(deps, key, user),
    ]);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.delete) throw new AppError('ACCOUNT_DELETED');
  if (user.blocked) throw new AppError('ACCOUNT_BLOCKED');
  // The account's failed attempts are forgotten (none recorded: no write); the ceiling is not.
  if (account.recorded) await forgetAccount(limit, key, ip);
  return { user, key };
}

/** The password then a session (spec §7). An account with a second factor logs in with beginLogin. */
export async function login(ctx: RequestContext, identifier: string, password: string) {
  const { user, key } = await checkPassword(ctx, identifier, password, ctx.ip);
  const step = await afterPassword(ctx, user);
  if (!step.jwt) throw secondFactorNeeded();
  await Promise.all([
    rememberAddress(ctx.limits, key, ctx.ip),
    recordLogin(ctx.knex, user.id, ctx.clock.now()),
  ]);
  return { jwt: step.jwt, user };
}

/**
 * The back office's login (issue 39 §5): the password, then either a session or, for an account
 * with a second factor, a pending token that completeLogin turns into one.
 */
export async function beginLogin(ctx: RequestContext, identifier: string, password: string) {
  const { user, key } = await checkPassword(ctx, identifier, password, ctx.ip);
  const step = await afterPassword(ctx, user);
  if (step.jwt)
    await Promise.all([
      rememberAddress(ctx.limits, key, ctx.ip),
      recordLogin(ctx.knex, user.id, ctx.clock.now()),
    ]);
  return step;
}

/** Thrown inside a transaction to roll it back on purpose. */
class Rollback extends Error {}

/**
 * Mails a 6-digit verification code. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who is registered; nor can its timing: for an
 * unknown address the same mail is rendered, recorded and queued, then rolled back.
 */
export async function requestFindPasswordCode(deps: AppDeps, emailInput: string, locale: Locale, ip: string) {
  const email = parseInput(z.object({ usermail: emailRule }), { usermail: emailInput }).usermail;
  await consume(deps.limits.codeClient, ip);
  await consume(deps.limits.codeMail, email.toLowerCase());
  const user = await findMemberByEmail(deps.knex, email);
  const known = Boolean(user && !user.delete);
  const to = user?.email ?? email;
  const code = newAuthCode();
  try {
    await deps.knex.transaction(async (trx) => {
      await queueTemplatedMail(trx, deps, {
        type: 'FIND_PASSWORD',
        to,
        locale,
        values: { ...(user ?? { email }), validMinutes: AUTH_CODE_TTL_MINUTES },
        secrets: { authcode: code },
        authcode: { hash: hashAuthCode(to, code), expiresAt: minutesFrom(deps.clock, AUTH_CODE_TTL_MINUTES) },
      });
      if (!known) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}

/**
 * GET /checkAuth: accepts the latest live code for the address once; wrong tries are counted.
 * A correct code is answered with a reset token, the only proof changeUserPasswordInFind accepts;
 * it is stored hashed on the verified row. Null when the code is refused.
 */
export async function checkAuthCode(
  deps: AppDeps,
  email: string,
  code: string,
  ip: string,
): Promise<string | null> {
  await consume(deps.limits.codeClient, ip);
  // Wrong checks are counted per account as login failures are (codeCheckLimit): the code is
  // guarded by its own AUTH_CODE_MAX_ATTEMPTS, so a guesser cannot keep its owner from using it.
  const key = accountKey(email);
  const limit = codeCheckLimit(deps.limits);
  const { recorded } = await requireAccountOpen(limit, key, ip);
  const resetToken = await deps.knex.transaction(async (trx) => {
    const latest = await latestCodeMailForUpdate(trx, email.trim());
    const live =
      latest &&
      !latest.authcode_used_at &&
      !latest.authcode_verified_at &&
      latest.authcode_attempts < AUTH_CODE_MAX_ATTEMPTS &&
      latest.authcode_expires_at !== null &&
      new Date(latest.authcode_expires_at) > deps.clock.now();
    if (!live) return null;
    if (latest.authcode !== hashAuthCode(email.trim(), code.trim())) {
      await countWrongCode(trx, latest.id);
      return null;
    }
    const resetToken = newResetToken();
    await markCodeVerified(trx, latest.id, hashResetToken(resetToken), deps.clock.now());
    return resetToken;
  });
  if (!resetToken) await spendOnAccount(limit, key, ip);
  else if (recorded) await forgetAccount(limit, key, ip);
  return resetToken;
}

/**
 * Sets the new password. Only the caller holding the reset token GET /checkAuth gave for this
 * address may, once, within the change window; the change ends every older session
 * (password_changed_at) and every other pending code of the address.
 */
export async function changePasswordInFind(
  deps: AppDeps,
  email: string,
  password: string,
  resetToken: string,
  ip: string,
) {
  const values = parseInput(z.object({ email: emailRule, password: passwordRule }), { email, password });
  await consume(deps.limits.resetClient, ip);
  // Refused tokens are counted per e-mail as login failures are (resetLimit): a flood of wrong
  // tokens for the address cannot keep its owner, holding the right one, from the change.
  const key = accountKey(values.email);
  const limit = resetLimit(deps.limits);
  await requireAccountOpen(limit, key, ip);
  await deps.knex
    .transaction(async (trx) => {
      const verified = await verifiedResetMailForUpdate(
        trx,
        values.email,
        hashResetToken(resetToken.trim()),
        minutesFrom(deps.clock, -AUTH_CODE_CHANGE_WINDOW_MINUTES),
      );
      const user = verified && (await findMemberByEmail(trx, values.email));
      if (!verified || !user || user.delete)
        throw new AppError('NOT_PERMITTED', { message: 'Verify the code first.' });
      if (await verifyPassword(user.password, values.password)) {
        throw validationError([{ field: 'password', code: 'validation.passwordMustDiffer' }]);
      }
      const now = deps.clock.now();
      await setPasswordHash(trx, user.id, await hashPassword(values.password), now);
      await useAllCodes(trx, values.email, now);
      // Every session ends with the old password (its tokens were refused already).
      await endAllSessions(trx, user.id, now);
    })
    .catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_PERMITTED') await spendOnAccount(limit, key, ip);
      throw error;
    });
}
