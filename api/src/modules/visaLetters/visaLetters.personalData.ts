// What retention and a member's own-data file (issue 39 §4) ask of visa letter requests.
import type { Knex } from 'knex';

export const deleteVisaLettersOf = (trx: Knex.Transaction, userIds: readonly number[]) =>
  trx('visa_letters').whereIn('user_id', userIds).delete();

export const visaLettersExport = (db: Knex, userId: number) =>
  db('visa_letters').where({ user_id: userId }).orderBy('id');
