// SQL of the popups table.
import type { Knex } from 'knex';
import type { PopupsTable } from '../../generated/tables';

/** A row of popups, typed from the migrated schema (api/src/generated/tables.ts). */
export type PopupRow = PopupsTable;

export type PopupValues = Omit<PopupRow, 'id' | 'delete' | 'created_at'>;

export const livePopups = (knex: Knex) => knex('popups').where('popups.delete', false);

/** Active at `now`: in use and now within [start, end] (the rule of @congress/domain isPopupActive). */
export const activeAt = (q: Knex.QueryBuilder, now: Date) =>
  q.where('popups.use', true).where('popups.start', '<=', now).where('popups.end', '>=', now);

export const findLivePopup = async (knex: Knex, id: number): Promise<PopupRow | null> =>
  (await livePopups(knex).where({ id }).first()) ?? null;

export async function insertPopup(knex: Knex, values: PopupValues): Promise<PopupRow> {
  const [row] = await knex('popups').insert(values).returning('*');
  return row!;
}

export async function updateLivePopup(
  knex: Knex,
  id: number,
  values: Omit<PopupValues, 'created_name'>,
): Promise<PopupRow | undefined> {
  const [row] = await livePopups(knex).where({ id }).update(values).returning('*');
  return row;
}

export const softDeletePopups = (knex: Knex, ids: readonly number[]): Promise<number> =>
  livePopups(knex).whereIn('id', ids).update({ delete: true });
