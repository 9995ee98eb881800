// SQL of the sponsors table (spec §3 Sponsor) and the claim of free-uploaded documents.
import type { Knex } from 'knex';
import type { SponsorsTable } from '../../generated/tables';
import { inRange, type DayRange } from '../../db/figures';

/** A row of sponsors, typed from the migrated schema (api/src/generated/tables.ts). */
export type SponsorRow = SponsorsTable;

export const liveSponsors = (knex: Knex) => knex('sponsors').where('sponsors.delete', false);

/** A sponsor row, deleted or not. */
export const findSponsorRow = (knex: Knex, id: number): Promise<SponsorRow | undefined> =>
  knex('sponsors').where({ id }).first();

export const findLiveSponsor = async (knex: Knex, id: number): Promise<SponsorRow | null> =>
  (await liveSponsors(knex).where({ id }).first()) ?? null;

export async function insertSponsor(knex: Knex, values: Partial<SponsorRow>): Promise<SponsorRow> {
  const [row] = await knex('sponsors').insert(values).returning('*');
  return row!;
}

export async function updateLiveSponsor(
  knex: Knex,
  id: number,
  values: Partial<SponsorRow>,
): Promise<SponsorRow | undefined> {
  const [row] = await liveSponsors(knex).where({ id }).update(values).returning('*');
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

// The event statistics' figures (modules/statistics) ---------------------------------------------

export interface SponsorGradeRow {
  grade: string;
  count: number;
  price: number;
  paid: number;
}

export async function sponsorFigures(knex: Knex, range: DayRange) {
  const where = inRange('created_at', range);
  const { rows } = await knex.raw<{ rows: (SponsorGradeRow & { dimension: string; key: string })[] }>(
    `SELECT CASE WHEN GROUPING(grade) = 0 THEN 'grade'
                 WHEN GROUPING(sponsor_pay_status) = 0 THEN 'status' ELSE 'total' END AS dimension,
            COALESCE(grade, sponsor_pay_status) AS key,
            count(*)::int AS count, sum(price)::bigint AS price, sum(sponsor_pay)::bigint AS paid
       FROM sponsors
      WHERE NOT "delete" AND ${where.sql}
      GROUP BY GROUPING SETS ((grade), (sponsor_pay_status), ())
      ORDER BY 1, 4 DESC, 2`,
    where.bindings,
  );
  const of = (dimension: string) => rows.filter((row) => row.dimension === dimension);
  return {
    total: of('total')[0]?.count ?? 0,
    byGrade: of('grade').map((row) => ({
      grade: row.key,
      count: row.count,
      price: Number(row.price),
      paid: Number(row.paid),
    })),
    byPaymentStatus: of('status').map((row) => ({ key: row.key, count: row.count })),
  };
}
