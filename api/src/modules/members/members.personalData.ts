// What retention and a member's own-data file (issue 39 §4; modules/retention) ask of the users
// table: the accounts the schedule weighs, their anonymisation, names for the reports, the
// organisers to mail, and the account as the member downloads it.
import type { Knex } from 'knex';
import { profilePassportNumberOf } from './members.repository';
import { ROLE_ADMIN, ROLE_MEMBER } from '@congress/domain';

/** Member-role accounts not yet anonymised, with when they were last active (login or sign-up). */
export const accountsNotAnonymised = (db: Knex): Promise<{ id: number; last_active: Date }[]> =>
  db('users')
    .join('roles', 'roles.id', 'users.role_id')
    .where('roles.name', ROLE_MEMBER)
    .whereNull('users.anonymised_at')
    .orderBy('users.id')
    .select('users.id', db.raw('greatest(users.last_login_at, users.created_at) AS last_active'));

const PROFILE_CLEARED = {
  phone: null,
  mobilePhone: null,
  fax: null,
  address: null,
  affiliation: null,
  affiliation_kr: null,
  department: null,
  howFind: null,
  occupation: null,
  occupationOther: null,
  visa: false,
  visaGivenName: null,
  visaFamilyName: null,
  visaCountry: null,
  visaPassportNumber: null,
  visaBirth: null,
  visaIssue: null,
  visaExpire: null,
  dialCode: null,
  title: null,
  degree: null,
  viaEmail: false,
  receiveInfo: false,
  confirmation_token_hash: null,
  confirmation_expires_at: null,
};
const IDENTITY_CLEARED = { givenName: null, familyName: null, name_kr: null, medi_license: null };

/**
 * Locks the accounts among `ids` not yet anonymised and returns them with their address (what
 * else of theirs goes is found by it).
 */
export const lockAccountsToAnonymise = (
  trx: Knex.Transaction,
  ids: readonly number[],
): Promise<{ id: number; email: string }[]> =>
  trx('users').whereIn('id', ids).whereNull('anonymised_at').forUpdate().select('id', 'email');

/**
 * Anonymises an account: the login and every profile field are cleared (the address becomes an
 * unusable placeholder, the password a value no hash matches) and the account counts as deleted.
 * `keepIdentity`: the name and licence number stay (while the member's attendance is kept).
 */
export const anonymiseAccount = (trx: Knex.Transaction, id: number, keepIdentity: boolean, now: Date) =>
  trx('users')
    .where({ id })
    .update({
      ...PROFILE_CLEARED,
      ...(keepIdentity ? {} : IDENTITY_CLEARED),
      username: `erased-${id}@erased.invalid`,
      email: `erased-${id}@erased.invalid`,
      password: 'erased',
      password_changed_at: now,
      delete: true,
      deleted_at: trx.raw('coalesce(deleted_at, ?)', [now]),
      anonymised_at: now,
      updated_at: now,
    });

/** Clears the name and licence number kept on anonymised accounts (their attendance has gone). */
export const clearKeptIdentity = (trx: Knex.Transaction, ids: readonly number[], now: Date) =>
  trx('users')
    .whereIn('id', ids)
    .whereNotNull('anonymised_at')
    .update({ ...IDENTITY_CLEARED, updated_at: now });

/** Names and addresses as they are now (an anonymised one shows its placeholder). */
export const accountLabels = (
  db: Knex,
  ids: readonly number[],
): Promise<
  {
    id: number;
    givenName: string | null;
    familyName: string | null;
    name_kr: string | null;
    email: string;
    anonymised_at: Date | null;
  }[]
> =>
  db('users').whereIn('id', ids).select('id', 'givenName', 'familyName', 'name_kr', 'email', 'anonymised_at');

/** The addresses of the active organiser accounts. */
export const organiserAddresses = (db: Knex): Promise<string[]> =>
  db('users')
    .join('roles', 'roles.id', 'users.role_id')
    .where('roles.name', ROLE_ADMIN)
    .where('users.delete', false)
    .where('users.blocked', false)
    .orderBy('users.id')
    .pluck('users.email');

/** The account as its owner downloads it: every column but the password hash and tokens. */
export async function accountExport(db: Knex, id: number) {
  const row = await db('users')
    .join('roles', 'roles.id', 'users.role_id')
    .where('users.id', id)
    .first('users.*', 'roles.name as role');
  if (!row) return null;
  const { password: _password, confirmation_token_hash: _token, role_id: _role, ...rest } = row;
  // Their own passport number, in clear: the file is theirs (the table holds it encrypted).
  return { ...rest, visaPassportNumber: profilePassportNumberOf(row) };
}
