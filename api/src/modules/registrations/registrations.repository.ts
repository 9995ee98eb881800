import type { Knex } from 'knex';
import type { RegistrationRow } from '../../db/rows';

/** Each member's current registration: the newest one not deleted (one query for all members). */
export const liveRegistrationsOf = (knex: Knex, userIds: readonly number[]): Promise<RegistrationRow[]> =>
  knex('registration_lists')
    .distinctOn('user_id')
    .whereIn('user_id', userIds)
    .where({ delete: false })
    .orderBy([
      { column: 'user_id' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

/** A subquery: the member row `users.id` (of the outer query) has a live registration. */
export const liveRegistrationOfOuterMember = (knex: Knex) =>
  knex('registration_lists').whereRaw('registration_lists.user_id = users.id').where('delete', false);

/** A registration by id, locked for the rest of the transaction (edits and payments serialise on it). */
export const registrationForUpdate = (
  trx: Knex.Transaction,
  id: number,
): Promise<RegistrationRow | undefined> => trx('registration_lists').where({ id }).forUpdate().first();

/** A member's registrations not deleted, by id. */
export const liveRegistrationIdsOf = (knex: Knex, userId: number): Promise<number[]> =>
  knex('registration_lists').where({ user_id: userId, delete: false }).orderBy('id').pluck('id');

/** A subquery: the user ids of live registrations not paid yet (a mail to unpaid registrants). */
export const unpaidRegistrantIds = (knex: Knex) =>
  knex('registration_lists').where({ delete: false, price_status: 'UNPAID' }).select('user_id');

/** A member's newest live registration. */
export const latestLiveRegistrationOf = (knex: Knex, userId: number): Promise<RegistrationRow | undefined> =>
  knex('registration_lists').where({ user_id: userId, delete: false }).orderBy('id', 'desc').first();

export const findRegistration = (knex: Knex, id: number): Promise<RegistrationRow | undefined> =>
  knex('registration_lists').where({ id }).first();

export async function insertRegistration(
  knex: Knex,
  values: Record<string, unknown>,
): Promise<RegistrationRow> {
  const [row] = await knex('registration_lists').insert(values).returning('*');
  return row as RegistrationRow;
}

export async function updateRegistrationRow(
  knex: Knex,
  id: number,
  values: Record<string, unknown>,
  now: Date,
): Promise<RegistrationRow> {
  const [row] = await knex('registration_lists')
    .where({ id })
    .update({ ...values, updated_at: now })
    .returning('*');
  return row as RegistrationRow;
}

/** Soft-deletes the given registrations that hold no money (not paid, not awaiting a refund). */
export const softDeleteRegistrations = (knex: Knex, ids: readonly number[], now: Date): Promise<number> =>
  knex('registration_lists')
    .whereIn('id', ids)
    .where({ delete: false })
    .whereNotIn('price_status', ['PAID', 'REFUND_REQUESTED'])
    .update({ delete: true, updated_at: now });
