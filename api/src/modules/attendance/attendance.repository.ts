// attendance_scans: the desk's scans (migration 20240101008600). The only file that queries it.
import type { Knex } from 'knex';
import type { AttendanceScansTable } from '../../generated/tables';

export type ScanRow = AttendanceScansTable;

export const scanByClientId = (knex: Knex, clientScanId: string): Promise<ScanRow | undefined> =>
  knex('attendance_scans').where({ client_scan_id: clientScanId }).first();

export async function insertScan(knex: Knex, values: Omit<ScanRow, 'id' | 'recorded_at'>): Promise<ScanRow> {
  const [row] = await knex('attendance_scans').insert(values).returning('*');
  return row!;
}

/** The registrations' scans of one day, oldest first (equal times in the order they were stored). */
export const scansOfDay = (knex: Knex, registrationIds: readonly number[], day: string): Promise<ScanRow[]> =>
  knex('attendance_scans')
    .whereRaw('registration_id = any(?::int[])', [[...registrationIds]])
    .where({ day })
    .orderBy([
      { column: 'scanned_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);

/**
 * Every scan of the given registrations (all when null), per registration then time: what the
 * credits (shared/domain computeCredits) read.
 */
export function scansOfRegistrations(
  knex: Knex,
  registrationIds: readonly number[] | null,
): Promise<ScanRow[]> {
  const query = knex('attendance_scans').orderBy([
    { column: 'registration_id', order: 'asc' },
    { column: 'scanned_at', order: 'asc' },
    { column: 'id', order: 'asc' },
  ]);
  if (registrationIds) query.whereRaw('registration_id = any(?::int[])', [[...registrationIds]]);
  return query;
}
