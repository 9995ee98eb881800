// What retention and a member's own-data file (issue 39 §4) ask of the desk's scans.
import type { Knex } from 'knex';

/** The members with a scan (through their registrations). */
export const scannedMembers = async (db: Knex): Promise<number[]> =>
  db('attendance_scans')
    .join('registration_lists', 'registration_lists.id', 'attendance_scans.registration_id')
    .distinct('registration_lists.user_id')
    .pluck('registration_lists.user_id');

/** Deletes the scans of these registrations (a subquery of ids). */
export const deleteScansOf = (trx: Knex.Transaction, registrationIds: Knex.QueryBuilder) =>
  trx('attendance_scans').whereIn('registration_id', registrationIds).delete();

export const scansExport = (db: Knex, registrationIds: Knex.QueryBuilder) =>
  db('attendance_scans')
    .whereIn('registration_id', registrationIds)
    .orderBy('scanned_at')
    .select('registration_id', 'day', 'kind', 'room', 'method', 'scanned_at');
