// SQL of the sponsors table (spec §3 Sponsor) and the claim of free-uploaded documents.
import type { Knex } from 'knex';
import type { SponsorsTable } from '../../generated/tables';

/** A row of sponsors, typed from the migrated schema (api/src/generated/tables.ts). */
export type SponsorRow = SponsorsTable;

export const liveSponsors = (knex: Knex) => knex('sponsors').where({ 'sponsors.delete': false });

/** A sponsor row, deleted or not. */
export const findSponsorRow = (knex: Knex, id: number): Promise<SponsorRow | undefined> =>
  knex('sponsors').where({ id }).first();

export const findLiveSponsor = async (knex: Knex, id: number): Promise<SponsorRow | null> =>
  (await liveSponsors(knex).where({ id }).first()) ?? null;

export async function insertSponsor(knex: Knex, values: Partial<SponsorRow>): Promise<SponsorRow> {
  const [row]: SponsorRow[] = await knex('sponsors').insert(values).returning('*');
  return row!;
}

export async function updateLiveSponsor(
  knex: Knex,
  id: number,
  values: Partial<SponsorRow>,
): Promise<SponsorRow | undefined> {
  const [row]: SponsorRow[] = await liveSponsors(knex).where({ id }).update(values).returning('*');
  return row;
}

/** Soft-deletes live sponsors; returns the companies deleted. */
export const softDeleteSponsors = (knex: Knex, ids: readonly number[], now: Date): Promise<number> =>
  liveSponsors(knex).whereIn('id', ids).update({ delete: true, updated_at: now });

/** Confirmed sponsors the public page shows: names, homepage and grade only. */
export const publicSponsorRows = (knex: Knex, grades: readonly string[], statuses: readonly string[]) =>
  liveSponsors(knex)
    .whereIn('grade', grades)
    .whereIn('sponsor_pay_status', statuses)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select('id', 'companyName_en', 'companyName_kr', 'homepage_en', 'grade');
