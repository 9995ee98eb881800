// SQL of the members module's tables: users (one row per member account) and roles.
import type { Knex } from 'knex';
import { ROLE_ADMIN } from '@congress/domain';
import type { MemberRow } from './members.rows';
import { byDay, groupedCounts, inRange, seoulDay, totalOf, type DayRange } from '../../db/figures';
import { decryptValue, encryptValue } from '../../crypto/dataCipher';
import { dataKeys } from '../../crypto/dataKeys';

export type { MemberRow };

/** Where the profile's passport number is stored, encrypted (migration 20240101009200): bound into it. */
const PASSPORT_COLUMN = 'users.visaPassportNumber';

/** The profile's passport number in clear (null when none). */
export const profilePassportNumberOf = (row: Pick<MemberRow, 'visaPassportNumber'>): string | null =>
  row.visaPassportNumber ? decryptValue(dataKeys(), PASSPORT_COLUMN, row.visaPassportNumber) : null;

/** A write's values with the passport number encrypted (a blank one is none). */
function encryptedPassport(values: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(values, 'visaPassportNumber')) return values;
  const clear = values.visaPassportNumber;
  return {
    ...values,
    visaPassportNumber:
      typeof clear === 'string' && clear !== '' ? encryptValue(dataKeys(), PASSPORT_COLUMN, clear) : null,
  };
}

/** A query over users, joined to the role's name (one join: no separate load per row). */
export const withRoleName = (users: Knex.QueryBuilder) =>
  users.join('roles', 'roles.id', 'users.role_id').select('users.*', 'roles.name as role_name');

/** Members with their role's name. */
export const membersWithRole = (knex: Knex) => withRoleName(knex('users'));

/**
 * The member-by-id statement's text, compiled from the builder once: it is the one statement of
 * every authenticated request (the token's member), so building and compiling it each time was a
 * measurable share of a short request's time (issue 36).
 */
let memberByIdSql: { sql: string; limit: unknown } | undefined;

export async function findMemberById(knex: Knex, id: number): Promise<MemberRow | undefined> {
  if (!memberByIdSql) {
    const { sql, bindings } = membersWithRole(knex).where('users.id', 0).first().toSQL();
    memberByIdSql = { sql, limit: bindings[1] };
  }
  const { rows } = (await knex.raw(memberByIdSql.sql, [id, memberByIdSql.limit] as Knex.RawBinding[])) as {
    rows: MemberRow[];
  };
  return rows[0];
}

export async function findMembersByIds(knex: Knex, ids: readonly number[]): Promise<MemberRow[]> {
  return membersWithRole(knex).whereIn('users.id', ids);
}

export async function findMemberByEmail(knex: Knex, email: string): Promise<MemberRow | undefined> {
  return membersWithRole(knex).whereRaw('lower(users.email) = lower(?)', [email]).first();
}

/** The account holding a login id (any case), deleted or not. */
export const findByUsername = (knex: Knex, username: string): Promise<{ delete: boolean } | undefined> =>
  knex('users').whereRaw('lower(username) = lower(?)', [username]).first('delete');

/** A subquery: the ids of accounts deleted before the given time. */
export const accountsDeletedBefore = (knex: Knex, before: Date) =>
  knex('users').where({ delete: true }).where('deleted_at', '<', before).select('id');

/** Sets or clears the invited-speaker flag of the live members among `ids`; how many. */
export const setInvitedOfLiveMembers = (knex: Knex, ids: readonly number[], invited: boolean, now: Date) =>
  knex('users').whereIn('id', ids).where('delete', false).update({ invited, updated_at: now });

/** Invited speakers: live, unblocked members with the invited flag (the invited-speaker list). */
export const invitedMembers = (knex: Knex) =>
  knex('users').where('users.invited', true).where('users.delete', false).where('users.blocked', false);

/** Who a mail goes to: the members of `ids`, or the unblocked ones among a subquery of user ids. */
export type MailAudience = { ids: readonly number[] } | { among: Knex.QueryBuilder };

/** Live members with an address, one per address (two accounts may share one in different case). */
export function mailRecipients(
  knex: Knex,
  audience: MailAudience,
  limit: number,
): Promise<{ id: number; email: string }[]> {
  const q = knex('users').where('users.delete', false).whereNotNull('users.email');
  if ('ids' in audience) q.whereIn('users.id', audience.ids);
  else q.where('users.blocked', false).whereIn('users.id', audience.among);
  return q
    .select<{ id: number; email: string }[]>(
      knex.raw('distinct on (lower(users.email)) users.id, users.email'),
    )
    .orderByRaw('lower(users.email), users.id')
    .limit(limit);
}

/** Whether the account of an address (any case) has confirmed it; undefined without an account. */
export async function addressConfirmed(knex: Knex, email: string): Promise<boolean | undefined> {
  const row = await knex('users').whereRaw('lower(email) = lower(?)', [email]).first('confirmed');
  return row ? Boolean(row.confirmed) : undefined;
}

export const roleIdByName = async (knex: Knex, name: string): Promise<number | undefined> =>
  (await knex('roles').where({ name }).first('id'))?.id;

/** The role's id as a subquery, for a value written by the same statement. */
export const roleIdQuery = (knex: Knex, name: string): Knex.QueryBuilder =>
  knex('roles').where({ name }).select('id');

export async function insertMember(knex: Knex, values: Record<string, unknown>): Promise<number> {
  const [row] = await knex('users').insert(encryptedPassport(values)).returning('id');
  return row!.id;
}

export const updateMemberRow = (knex: Knex, id: number, changes: Record<string, unknown>, now: Date) =>
  knex('users')
    .where({ id })
    .update({
      ...encryptedPassport(changes),
      // When the account was deleted (kept on a repeat): its private files go after
      // ACCOUNT_FILE_RETENTION_DAYS (files.sweeper.ts); restoring clears it.
      ...(changes.delete === true ? { deleted_at: knex.raw('coalesce(deleted_at, ?)', [now]) } : {}),
      ...(changes.delete === false ? { deleted_at: null } : {}),
      updated_at: now,
    });

/**
 * Locks the active (not deleted, not blocked) organisers' rows and returns their ids. Two
 * organisers removing each other at once queue here: the second sees the first's change and
 * cannot leave the back office without an organiser.
 */
export const lockActiveOrganisers = (knex: Knex, organiserRole: string): Promise<number[]> =>
  knex('users')
    .join('roles', 'roles.id', 'users.role_id')
    .where('roles.name', organiserRole)
    .where('users.delete', false)
    .where('users.blocked', false)
    .forUpdate('users')
    .pluck('users.id');

/** The ids among `ids` that have an account. */
export const existingMemberIds = async (knex: Knex, ids: readonly number[]): Promise<number[]> =>
  knex('users').whereIn('id', ids).pluck('id');

/** Confirms the address of the live, not-deleted account holding this token hash. */
export const confirmByTokenHash = async (knex: Knex, tokenHash: string, now: Date): Promise<boolean> =>
  (await knex('users')
    .where({ confirmation_token_hash: tokenHash, delete: false })
    .where('confirmation_expires_at', '>', now)
    .update({
      confirmed: true,
      confirmed_at: now,
      confirmation_token_hash: null,
      confirmation_expires_at: null,
      updated_at: now,
    })) > 0;

/** The accounts of a role (not deleted), oldest first: the front-desk accounts page. */
export const membersOfRole = (knex: Knex, role: string): Promise<MemberRow[]> =>
  membersWithRole(knex).where({ 'roles.name': role, 'users.delete': false }).orderBy('users.id');

/**
 * The walk-in desk's member search: live accounts of the member role whose e-mail, name (Latin or
 * Korean) or licence number contains `text`, newest first.
 */
export function searchMembers(knex: Knex, text: string, role: string, limit: number): Promise<MemberRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return membersWithRole(knex)
    .where({ 'roles.name': role, 'users.delete': false })
    .whereRaw(
      `concat_ws(' ', users."givenName", users."familyName", users.name_kr, users.email, users.medi_license) ILIKE ?`,
      [pattern],
    )
    .orderBy('users.id', 'desc')
    .limit(limit);
}

// The event statistics' figures (modules/statistics) ---------------------------------------------

/** Sign-ups: live member accounts (organiser accounts are not sign-ups). */
export async function signUpFigures(knex: Knex, range: DayRange) {
  const where = inRange('users.created_at', range);
  const groups = await groupedCounts(
    knex,
    'users',
    {
      // Organiser accounts are not sign-ups.
      sql: `NOT users."delete" AND users.role_id <> (SELECT id FROM roles WHERE name = ?) AND ${where.sql}`,
      bindings: [ROLE_ADMIN, ...where.bindings],
    },
    { day: seoulDay('users.created_at') },
  );
  return { total: totalOf(groups.get('total')), perDay: byDay(groups.get('day') ?? []) };
}
