import type { Knex } from 'knex';
import type { PayRow, RegistrationRow } from '../../db/rows';

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

/** Each registration's latest payment. */
export const latestPaysOf = (knex: Knex, registrationIds: readonly number[]): Promise<PayRow[]> =>
  knex('pays')
    .distinctOn('registration_list_id')
    .whereIn('registration_list_id', registrationIds)
    .orderBy([
      { column: 'registration_list_id' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

/** A subquery: the member row `users.id` (of the outer query) has a live registration. */
export const liveRegistrationOfOuterMember = (knex: Knex) =>
  knex('registration_lists').whereRaw('registration_lists.user_id = users.id').where('delete', false);
