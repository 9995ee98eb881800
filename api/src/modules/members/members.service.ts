import type { Knex } from 'knex';
import { z } from 'zod';
import { ROLE_ADMIN, dialCodeOf } from '@congress/domain';
import type { Locale } from '@congress/domain';
import { memberDialCode, nameModeFor, passwordRule, profileSchema } from '@congress/domain/validation';
import type { RequestContext } from '../../context';
import { runList, type ListArgs } from '../../lists/query';
import { AppError, parseInput, validationError } from '../../errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { localeOf } from '../../locale';
import { queueTemplatedMail } from '../mail/mail.service';
import { recordPersonalDataAccess } from '../accessRecord/accessRecord.service';
import { endAllSessions, sessionOrigin, startSession } from '../secondFactor/sessions';
import { isKnownCountry } from '../countries/countries.service';
import { maskIdentifier } from '../../crypto/dataCipher';
import {
  confirmByTokenHash,
  findByUsername,
  findMemberById,
  insertMember,
  lockActiveOrganisers,
  profilePassportNumberOf,
  roleIdQuery,
  updateMemberRow,
  type MemberRow,
} from './members.repository';
import { DORMANT_LIST_DEFINITION, MEMBERS_LIST_DEFINITION } from './members.lists';

// The lookups other modules may use (members.lookup.ts), also from here for those that need more.
export * from './members.lookup';
export { profilePassportNumberOf } from './members.repository';

/** Organisers: all members, filtered, sorted and paged (the list kit, members.lists.ts). */
export const listMembers = (ctx: RequestContext, args: ListArgs) =>
  runList<MemberRow>(MEMBERS_LIST_DEFINITION, ctx, args);

/** Organisers: dormant accounts (DORMANT_AFTER_DAYS without a login), by the request's clock. */
export const listDormantMembers = (ctx: RequestContext, args: ListArgs) =>
  runList<MemberRow>(DORMANT_LIST_DEFINITION, ctx, args);

const ADMIN_ONLY_FIELDS = ['blocked', 'delete', 'invited'] as const;
const PASSWORD_COLUMNS = new Set(['password', 'password_changed_at']);

/**
 * What the USER_INFO_EDIT mail's {whatChanged} says, so a password change reads "Your password
 * was changed" rather than the generic notice (the template types are spec §4's eight).
 */
export const ACCOUNT_CHANGE_LABELS = {
  en: { information: 'account information', password: 'password', both: 'account information and password' },
  ko: { information: '회원 정보', password: '비밀번호', both: '회원 정보와 비밀번호' },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * Deleting or blocking an account: nobody removes themselves (an organiser once locked the
 * society out of its back office by accident), and the last active organiser stays. Runs inside
 * the change's transaction, with the organisers' rows locked.
 */
async function assertRemovable(trx: Knex.Transaction, actorId: number, target: MemberRow) {
  if (target.id === actorId) throw new AppError('SELF_REMOVAL');
  if (target.role_name !== ROLE_ADMIN) return;
  const active = await lockActiveOrganisers(trx, ROLE_ADMIN);
  if (!active.some((id) => id !== target.id)) throw new AppError('LAST_ORGANISER');
}

/**
 * Profile edit by the member (or an organiser). The e-mail id never changes; a password change
 * needs the current password (organisers may reset without it) and must differ from it.
 */
export async function updateUser(
  deps: RequestContext,
  actor: { user: MemberRow; isOrganiser: boolean },
  id: number,
  input: Record<string, unknown>,
  locale?: string | null,
) {
  const { knex } = deps;
  const stored = await findMemberById(knex, id);
  if (!stored) throw new AppError('NOT_FOUND');
  // The profile's rules check the passport number in clear.
  const target = { ...stored, visaPassportNumber: profilePassportNumberOf(stored) };
  const { email, password, currentPassword, ...rest } = input;
  // An organiser's form sends back the masked number it was shown: that is no change.
  if (target.visaPassportNumber && rest.visaPassportNumber === maskIdentifier(target.visaPassportNumber))
    delete rest.visaPassportNumber;
  if (email !== undefined && email !== null && String(email).toLowerCase() !== target.email.toLowerCase()) {
    throw validationError([{ field: 'email', code: 'validation.idCannotChange' }]);
  }
  const adminChanges = Object.fromEntries(
    ADMIN_ONLY_FIELDS.filter((f) => rest[f] !== undefined && rest[f] !== null).map((f) => [f, rest[f]]),
  );
  if (Object.keys(adminChanges).length && !actor.isOrganiser) throw new AppError('NOT_PERMITTED');
  for (const f of ADMIN_ONLY_FIELDS) delete rest[f];

  const profileKeys = Object.keys(rest).filter((k) => rest[k] !== undefined);
  const changes: Record<string, unknown> = { ...adminChanges };
  if (profileKeys.length) {
    // Validate the whole profile as it will be, with the rules of its country's mode.
    const merged: Record<string, unknown> = { ...target, ...rest };
    // A new country brings its dial code, unless the member had chosen another one (as the form does).
    if (rest.country !== undefined && rest.dialCode === undefined)
      if (target.dialCode === dialCodeOf(String(target.country ?? ''))) merged.dialCode = undefined;
    const schema = profileSchema(nameModeFor(String(merged.country ?? '')));
    const current = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, merged[k] ?? undefined]));
    const values = parseInput(schema, current);
    for (const key of profileKeys)
      if (Object.hasOwn(values, key)) changes[key] = values[key as keyof typeof values] ?? null;
    if (changes.country !== undefined && !(await isKnownCountry(knex, String(changes.country))))
      throw validationError([{ field: 'country', code: 'validation.invalid' }]);
    // A new country can change the mode, and the mode the dial code (+82 in Korean mode).
    if (changes.country !== undefined || changes.dialCode !== undefined)
      changes.dialCode = memberDialCode(values);
  }
  if (password !== undefined && password !== null) {
    // Parsed as a field, so a refusal names `password` (a bare rule named no field: `_`).
    const { password: newPassword } = parseInput(z.object({ password: passwordRule }), { password });
    const self = actor.user.id === target.id;
    if (self && !(await verifyPassword(target.password, String(currentPassword ?? '')))) {
      throw validationError([{ field: 'currentPassword', code: 'validation.currentPassword' }]);
    }
    if (await verifyPassword(target.password, newPassword)) {
      throw validationError([{ field: 'password', code: 'validation.passwordMustDiffer' }]);
    }
    changes.password = await hashPassword(newPassword);
    changes.password_changed_at = deps.clock.now();
  }
  if (!Object.keys(changes).length) return stored;

  await knex.transaction(async (trx) => {
    if (changes.delete === true || changes.blocked === true)
      await assertRemovable(trx, actor.user.id, target);
    await updateMemberRow(trx, id, changes, deps.clock.now());
    // Someone else's data changed by the back office: recorded with the change (issue 39 §3), by
    // the fields changed, never their values.
    if (actor.user.id !== target.id)
      await recordPersonalDataAccess(
        deps,
        {
          action: 'CHANGE',
          operation: 'updateUser',
          memberIds: [target.id],
          filter: { fields: Object.keys(changes).filter((key) => key !== 'password_changed_at') },
        },
        trx,
      );
    // A new password ends every session (changeOwnPassword starts the changer's own again).
    if (changes.password !== undefined) await endAllSessions(trx, id, deps.clock.now());
    if (actor.user.id === target.id) {
      const mailLocale = localeOf(locale);
      const passwordChanged = changes.password !== undefined;
      const otherChanges = Object.keys(changes).some((key) => !PASSWORD_COLUMNS.has(key));
      await queueTemplatedMail(trx, deps, {
        type: 'USER_INFO_EDIT',
        to: target.email,
        locale: mailLocale,
        values: {
          ...target,
          ...changes,
          whatChanged:
            ACCOUNT_CHANGE_LABELS[mailLocale][
              passwordChanged ? (otherChanges ? 'both' : 'password') : 'information'
            ],
        },
        // A password change is a security notice: never held back by the per-type gap.
        security: passwordChanged,
      });
    }
  });
  return (await findMemberById(knex, id))!;
}

/** The duplicate check of the sign-up form: is the login id taken, and by a deleted account? */
export async function usernameStatus(knex: Knex, username: string) {
  const row = await findByUsername(knex, username.trim());
  return { check: Boolean(row), delete: Boolean(row?.delete) };
}

/** A new member account (sign-up); the caller validated the values and hashed the password. */
export async function createMember(
  knex: Knex,
  values: Record<string, unknown>,
  role: string,
): Promise<number> {
  // The role's id is looked up by the INSERT itself (one round trip); an unseeded role leaves it
  // NULL, which the column refuses.
  return insertMember(knex, { ...values, role_id: roleIdQuery(knex, role) });
}

export const recordLogin = (knex: Knex, id: number, now: Date) =>
  updateMemberRow(knex, id, { last_login_at: now }, now);

/** Sets a new password hash; tokens issued before `now` stop working (password_changed_at). */
export const setPasswordHash = (knex: Knex, id: number, hash: string, now: Date) =>
  updateMemberRow(knex, id, { password: hash, password_changed_at: now }, now);

export const setConfirmationToken = (knex: Knex, id: number, tokenHash: string, expiresAt: Date, now: Date) =>
  updateMemberRow(knex, id, { confirmation_token_hash: tokenHash, confirmation_expires_at: expiresAt }, now);

export const confirmAddress = (knex: Knex, tokenHash: string, now: Date) =>
  confirmByTokenHash(knex, tokenHash, now);

/**
 * An unconfirmed member corrects a mistyped address (issue 27 §3): the address is also the login
 * id (username), so both change; the account stays unconfirmed and the old link is void.
 */
export const setUnconfirmedAddress = (knex: Knex, id: number, email: string, now: Date) =>
  updateMemberRow(
    knex,
    id,
    {
      email,
      username: email,
      confirmed: false,
      confirmation_token_hash: null,
      confirmation_expires_at: null,
    },
    now,
  );

/**
 * The member's own password change: the rules of updateUser (current password, must differ, the
 * notification mail), then a token for the new password, since the change ends every session
 * issued before it (password_changed_at) and the member would otherwise be logged out.
 */
export async function changeOwnPassword(
  ctx: RequestContext,
  viewer: MemberRow,
  currentPassword: string,
  password: string,
  locale?: string | null,
) {
  const user = await updateUser(
    ctx,
    { user: viewer, isOrganiser: false },
    viewer.id,
    { password, currentPassword },
    locale,
  );
  // A new session for this browser: the others ended with the change (issue 39 §5).
  return { jwt: await startSession(ctx, user, sessionOrigin(ctx)), user };
}

/**
 * The passport details of a visa letter request, kept on the member's profile too (the User's
 * visa fields, which sign-up and My information show): the visa letters module writes them here.
 */
export const setVisaDetails = (
  knex: Knex,
  id: number,
  values: {
    visaGivenName: string;
    visaFamilyName: string;
    visaCountry: string;
    visaPassportNumber: string;
    visaBirth: string;
    visaIssue: string;
    visaExpire: string;
  },
  now: Date,
) => updateMemberRow(knex, id, { visa: true, ...values }, now);

/**
 * A member's page as its reader sees it (the member, or an organiser: the resolver checks who); an
 * organiser's look at someone else's page is written into the access record (issue 39 §3).
 */
export async function memberForReader(ctx: RequestContext, viewer: MemberRow, id: number) {
  const member = await findMemberById(ctx.knex, id);
  if (member && viewer.id !== id)
    await recordPersonalDataAccess(ctx, { action: 'READ', operation: 'user', memberIds: [id] });
  return member ?? null;
}
