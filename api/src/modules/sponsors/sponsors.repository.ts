// SQL of the sponsors table (spec §3 Sponsor) and the claim of free-uploaded documents.
import type { Knex } from 'knex';
import type { SponsorGrade } from '@congress/domain';

export interface SponsorRow {
  id: number;
  companyName_kr: string | null;
  companyName_en: string;
  homepage_en: string | null;
  bizNumber: string | null;
  address: string | null;
  managerName: string;
  email: string;
  phone: string | null;
  mobilePhone: string | null;
  grade: SponsorGrade;
  partnership: string | null;
  businessRegistration: number | null;
  sponsor_paper: number | null;
  /** bigint: pg returns text; the GraphQL Long scalar and the service read it as a number. */
  price: string | number;
  paymentSchedule: string | null;
  taxBill: boolean;
  taxBillSchedule: string | null;
  taxBillEmail: string | null;
  manager_memo: string | null;
  sponsor_pay: string | number;
  sponsor_pay_status: string;
  delete: boolean;
  created_at: Date;
  updated_at: Date;
}

export const liveSponsors = (knex: Knex) => knex('sponsors').where({ 'sponsors.delete': false });

/** A sponsor row, deleted or not. */
export const findSponsorRow = (knex: Knex, id: number): Promise<SponsorRow | undefined> =>
  knex('sponsors').where({ id }).first();

export const findLiveSponsor = async (knex: Knex, id: number): Promise<SponsorRow | null> =>
  (await liveSponsors(knex).where({ id }).first()) ?? null;

export async function insertSponsor(knex: Knex, values: Partial<SponsorRow>): Promise<SponsorRow> {
  const [row] = await knex('sponsors').insert(values).returning('*');
  return row as SponsorRow;
}

export async function updateLiveSponsor(
  knex: Knex,
  id: number,
  values: Partial<SponsorRow>,
): Promise<SponsorRow | undefined> {
  const [row] = await liveSponsors(knex).where({ id }).update(values).returning('*');
  return row as SponsorRow | undefined;
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
