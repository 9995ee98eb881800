// What retention and a member's own-data file (issue 39 §4) ask of registrations.
import type { Knex } from 'knex';

/** Clears the registrations' diet and allergy notes (health data; the rows stay: payments point to them). */
export const clearRegistrationNotes = (trx: Knex.Transaction, userIds: readonly number[], now: Date) =>
  trx('registration_lists')
    .whereIn('user_id', userIds)
    .update({ dietaryNeeds: null, alergy: null, vegetarian: false, updated_at: now });

/** A subquery: the ids of these members' registrations. */
export const registrationIdsOf = (db: Knex, userIds: readonly number[]) =>
  db('registration_lists').whereIn('user_id', userIds).select('id');

export const registrationsExport = (db: Knex, userId: number) =>
  db('registration_lists').where({ user_id: userId }).orderBy('id');
