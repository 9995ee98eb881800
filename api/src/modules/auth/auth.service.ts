// Sign-up, login and the find-password flow (spec §4–§8).
import type { Knex } from 'knex';
import { DEFAULT_LOCALE, LOCALES, ROLE_MEMBER, type Locale } from '@congress/domain';
import { emailRule, nameModeFor, passwordRule, signUpSchema } from '@congress/domain/validation';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { AppError, parseInput, validationError } from '../../errors';
import { queueTemplatedMail } from '../mail/mail.service';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.repository';
import {
  AUTH_CODE_CHANGE_WINDOW_MINUTES,
  AUTH_CODE_MAX_ATTEMPTS,
  AUTH_CODE_TTL_MINUTES,
  hashAuthCode,
  newAuthCode,
} from './authCodes';
import { sendConfirmationMail } from './confirmation';
import { hashPassword, verifyPassword } from './password';
import { consume, isExhausted } from './rateLimits';

export const localeOf = (locale?: string | null): Locale =>
  (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : DEFAULT_LOCALE;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

export async function duplicateUserName(knex: Knex, username: string) {
  const row = await knex('users').whereRaw('lower(username) = lower(?)', [username.trim()]).first('delete');
  return { check: Boolean(row), delete: Boolean(row?.delete) };
}

export async function register(deps: AppDeps, input: Record<string, unknown>, locale: Locale) {
  const values = parseInput(signUpSchema(nameModeFor(String(input.country ?? ''))), input);
  const { knex } = deps;
  const userId = await knex.transaction(async (trx) => {
    if ((await duplicateUserName(trx, values.username)).check) {
      throw validationError([{ field: 'username', code: 'validation.usernameTaken' }]);
    }
    const country = await trx('countries').where({ code: values.country }).first('code');
    if (!country) throw validationError([{ field: 'country', code: 'validation.invalid' }]);
    const role = await trx('roles').where({ name: ROLE_MEMBER }).first('id');
    const { password, ...profile } = values;
    const [row] = await trx('users')
      .insert({ ...profile, password: await hashPassword(password), role_id: role.id, confirmed: false })
      .returning('id');
    // The account starts unconfirmed: this mail carries the confirmation link (confirmation.ts).
    await sendConfirmationMail(trx, deps, { ...profile, id: row.id }, locale);
    return row.id as number;
  });
  const user = (await findUserById(knex, userId)) as UserRow;
  return { jwt: await deps.tokens.sign(user), user };
}

export async function login(deps: AppDeps, identifier: string, password: string, ip: string) {
  const key = `${identifier.trim().toLowerCase()}|${ip}`;
  if (await isExhausted(deps.limits.login, key)) throw new AppError('RATE_LIMITED');
  const user = await findUserByEmail(deps.knex, identifier.trim());
  if (!user || !(await verifyPassword(user.password, password))) {
    await consume(deps.limits.login, key);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.delete) throw new AppError('ACCOUNT_DELETED');
  if (user.blocked) throw new AppError('ACCOUNT_BLOCKED');
  await deps.limits.login.delete(key);
  await deps.knex('users').where({ id: user.id }).update({ last_login_at: deps.knex.fn.now() });
  return { jwt: await deps.tokens.sign(user), user };
}

/**
 * Mails a 6-digit verification code. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who is registered.
 */
export async function requestFindPasswordCode(deps: AppDeps, emailInput: string, locale: Locale, ip: string) {
  const email = parseInput(z.object({ usermail: emailRule }), { usermail: emailInput }).usermail;
  await consume(deps.limits.codeClient, ip);
  await consume(deps.limits.codeMail, email.toLowerCase());
  const user = await findUserByEmail(deps.knex, email);
  if (!user || user.delete) return;
  const code = newAuthCode();
  await deps.knex.transaction((trx) =>
    queueTemplatedMail(trx, deps.mail, {
      type: 'FIND_PASSWORD',
      to: user.email,
      locale,
      values: { ...user, authcode: code, validMinutes: AUTH_CODE_TTL_MINUTES },
      authcode: { hash: hashAuthCode(user.email, code), expiresAt: minutesFromNow(AUTH_CODE_TTL_MINUTES) },
    }),
  );
}

/** GET /checkAuth: accepts the latest live code for the address once; wrong tries are counted. */
export async function checkAuthCode(
  deps: AppDeps,
  email: string,
  code: string,
  ip: string,
): Promise<boolean> {
  await consume(deps.limits.codeClient, ip);
  return deps.knex.transaction(async (trx) => {
    const latest = await trx('send_emails')
      .where({ type: 'FIND_PASSWORD' })
      .whereRaw('lower(usermail) = lower(?)', [email.trim()])
      .whereNotNull('authcode')
      .orderBy('id', 'desc')
      .forUpdate()
      .first();
    const live =
      latest &&
      !latest.authcode_used_at &&
      latest.authcode_attempts < AUTH_CODE_MAX_ATTEMPTS &&
      new Date(latest.authcode_expires_at) > new Date();
    if (!live) return false;
    if (latest.authcode !== hashAuthCode(email.trim(), code.trim())) {
      await trx('send_emails').where({ id: latest.id }).increment('authcode_attempts', 1);
      return false;
    }
    await trx('send_emails').where({ id: latest.id }).update({ authcode_verified_at: trx.fn.now() });
    return true;
  });
}

export async function changePasswordInFind(deps: AppDeps, email: string, password: string) {
  const values = parseInput(z.object({ email: emailRule, password: passwordRule }), { email, password });
  await deps.knex.transaction(async (trx) => {
    const verified = await trx('send_emails')
      .where({ type: 'FIND_PASSWORD' })
      .whereRaw('lower(usermail) = lower(?)', [values.email])
      .whereNotNull('authcode_verified_at')
      .whereNull('authcode_used_at')
      .where('authcode_verified_at', '>', new Date(Date.now() - AUTH_CODE_CHANGE_WINDOW_MINUTES * 60_000))
      .orderBy('id', 'desc')
      .forUpdate()
      .first('id');
    const user = await findUserByEmail(trx, values.email);
    if (!verified || !user || user.delete)
      throw new AppError('NOT_PERMITTED', { message: 'Verify the code first.' });
    if (await verifyPassword(user.password, values.password)) {
      throw validationError([{ field: 'password', code: 'validation.passwordMustDiffer' }]);
    }
    await trx('users')
      .where({ id: user.id })
      .update({
        password: await hashPassword(values.password),
        password_changed_at: trx.fn.now(),
        updated_at: trx.fn.now(),
      });
    await trx('send_emails').where({ id: verified.id }).update({ authcode_used_at: trx.fn.now() });
  });
}
