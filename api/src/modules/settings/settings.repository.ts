// SQL of site_settings (one row) and site_setting_changes (the log of its changes).
import type { Knex } from 'knex';

export interface SiteSettingsRow {
  id: number;
  registration_opens_at: Date;
  registration_closes_at: Date;
  abstract_submission_start: Date;
  abstract_submission_end: Date | null;
  speaker_upload_deadline: Date | null;
  presentation_upload_deadline: Date | null;
  usd_krw_rate: number;
  version: number;
  updated_at: Date;
}

export type SiteSettingsValues = Omit<SiteSettingsRow, 'id' | 'version' | 'updated_at'>;

export interface SiteSettingChangeRow {
  id: number;
  changed_at: Date;
  user_id: number | null;
  user_name: string;
  user_email: string;
  field: string;
  before: string | null;
  after: string | null;
}

const ROW_ID = 1;

export const findSiteSettings = async (knex: Knex): Promise<SiteSettingsRow | undefined> =>
  knex('site_settings').where({ id: ROW_ID }).first();

/** The row locked for a change (concurrent saves queue behind it). */
export const siteSettingsForUpdate = async (trx: Knex.Transaction): Promise<SiteSettingsRow | undefined> =>
  trx('site_settings').where({ id: ROW_ID }).forUpdate().first();

/** The first values; a replica that starts at the same time keeps the row the first one wrote. */
export async function insertSiteSettingsIfAbsent(knex: Knex, values: SiteSettingsValues): Promise<boolean> {
  const inserted = await knex('site_settings')
    .insert({ id: ROW_ID, ...values })
    .onConflict('id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

export async function updateSiteSettingsRow(
  trx: Knex.Transaction,
  values: SiteSettingsValues,
  now: Date,
): Promise<SiteSettingsRow> {
  const [row] = await trx('site_settings')
    .where({ id: ROW_ID })
    .update({ ...values, version: trx.raw('version + 1'), updated_at: now })
    .returning('*');
  return row!;
}

export async function insertSiteSettingChanges(
  trx: Knex.Transaction,
  rows: Omit<SiteSettingChangeRow, 'id'>[],
): Promise<void> {
  if (rows.length) await trx('site_setting_changes').insert(rows);
}

/** The log, newest first (each change's fields in the settings' order). */
export async function listSiteSettingChanges(
  knex: Knex,
  start: number,
  limit: number,
): Promise<{ count: number; rows: SiteSettingChangeRow[] }> {
  const [total] = await knex('site_setting_changes').count<{ count: number }[]>('* as count');
  const rows = await knex('site_setting_changes')
    .orderBy([
      { column: 'changed_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .offset(start)
    .limit(limit);
  return { count: Number(total?.count ?? 0), rows };
}
