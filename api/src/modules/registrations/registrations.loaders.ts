import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import type { PayRow, RegistrationRow } from '../../db/rows';
import { byKey } from '../../loaderUtils';
import { latestPaysOf } from '../pays/pays.lookup';
import { liveRegistrationsOf } from './registrations.repository';

export const createRegistrationsLoaders = (knex: Knex) => ({
  /** Member id → their current (not deleted) registration. */
  liveRegistrationByMember: new DataLoader<number, RegistrationRow | null>(async (userIds) =>
    byKey(userIds, await liveRegistrationsOf(knex, userIds), (row) => row.user_id),
  ),
  /** Registration id → the registration. */
  registrationById: new DataLoader<number, RegistrationRow | null>(async (ids) =>
    byKey(ids, await knex('registration_lists').whereIn('id', ids), (row: RegistrationRow) => row.id),
  ),
  /** Registration id → its latest payment. */
  latestPayByRegistration: new DataLoader<number, PayRow | null>(async (ids) =>
    byKey(ids, await latestPaysOf(knex, ids), (row) => row.registration_list_id as number),
  ),
});
