// Sponsorship: a company applies without an account (spec §6 "free sponsor creation"); the
// secretariat reviews, confirms and records payments in sponsor/sponsorData. The price is always
// the server's, from the grade (spec §9), never a value the browser sent.
import type { Knex } from 'knex';
import {
  PUBLIC_SPONSOR_STATUSES,
  SPONSOR_GRADE_LABELS,
  SPONSORSHIP_TIERS,
  sponsorPrice,
  type Locale,
} from '@congress/domain';
import { sponsorApplicationSchema, sponsorUpdateSchema, type FileClaim } from '@congress/domain/validation';
import type { AppDeps, RequestContext } from '../../context';
import { AppError, invalidField, parseInput } from '../../errors';
import { parseId } from '../../graphql/inputs';
import { runList, type ListArgs } from '../../lists/query';
import { consume } from '../auth/rateLimits';
import { claimSponsorDocument } from '../files/files.lookup';
import { claimHash } from '../files/files.upload';
import { queueTemplatedMail } from '../mail/mail.service';
import {
  findLiveSponsor,
  findSponsorRow,
  insertSponsor,
  publicSponsorRows,
  softDeleteSponsors,
  updateLiveSponsor,
  type SponsorRow,
} from './sponsors.repository';
import { SPONSORS_LIST_DEFINITION } from './sponsors.list';

export type { SponsorRow } from './sponsors.repository';
export { findSponsorRow };

/** Organisers: live applications, filtered, sorted and paged (the list kit, sponsors.list.ts). */
export const listSponsors = (ctx: RequestContext, args: ListArgs) =>
  runList<SponsorRow>(SPONSORS_LIST_DEFINITION, ctx, args);

export const findSponsor = (knex: Knex, id: number) => findLiveSponsor(knex, id);

/** Confirmed sponsors of the six tiers, for the public page: no personal data, no amounts. */
export const publicSponsors = (knex: Knex) =>
  publicSponsorRows(knex, SPONSORSHIP_TIERS, PUBLIC_SPONSOR_STATUSES);

const DOCUMENT_SLOTS = ['businessRegistration', 'sponsor_paper'] as const;

/** Attaches each document by its claim secret (single use), or refuses the field. */
async function claimDocuments(
  trx: Knex.Transaction,
  uploadedSince: Date,
  claims: Partial<Record<(typeof DOCUMENT_SLOTS)[number], FileClaim | null | undefined>>,
) {
  const attached: Partial<Record<(typeof DOCUMENT_SLOTS)[number], number>> = {};
  const seen = new Set<number>();
  for (const slot of DOCUMENT_SLOTS) {
    const claim = claims[slot];
    if (!claim) continue;
    const id = parseId(claim.id, slot);
    if (seen.has(id) || !(await claimSponsorDocument(trx, id, claimHash(claim.claim), uploadedSince)))
      throw invalidField(slot, 'validation.fileClaim');
    seen.add(id);
    attached[slot] = id;
  }
  return attached;
}

const formatKrw = (amount: number) => amount.toLocaleString('en-US');

/**
 * A company applies: the input is checked (shared schema), a small budget per address is spent,
 * the documents are claimed, the row written with the grade's price and the confirmation mail
 * queued, all in one transaction.
 */
export async function createSponsor(ctx: RequestContext, input: unknown, locale: Locale) {
  const values = parseInput(sponsorApplicationSchema, input);
  await consume(ctx.limits.sponsorApplyClient, ctx.ip);
  const { businessRegistration, sponsor_paper, privacyConsent: _consent, ...fields } = values;
  const price = sponsorPrice(values.grade);
  const now = ctx.clock.now();
  const row = await ctx.knex.transaction(async (trx) => {
    // A free upload not claimed within the grace period has expired (the file sweeper removes it).
    const uploadedSince = new Date(now.getTime() - ctx.config.UPLOAD_GRACE_HOURS * 3600_000);
    const documents = await claimDocuments(trx, uploadedSince, { businessRegistration, sponsor_paper });
    const inserted = await insertSponsor(trx, {
      ...fields,
      taxBillSchedule: fields.taxBill ? fields.taxBillSchedule : undefined,
      taxBillEmail: fields.taxBill ? fields.taxBillEmail : undefined,
      ...documents,
      price,
      sponsor_pay: 0,
      sponsor_pay_status: 'APPLIED',
      created_at: now,
      updated_at: now,
    });
    await queueTemplatedMail(trx, ctx as AppDeps, {
      type: 'SPONSOR_APPLICATION',
      to: inserted.email,
      locale,
      values: {
        ...inserted,
        grade: SPONSOR_GRADE_LABELS[inserted.grade][locale],
        price: formatKrw(price),
      },
    });
    return inserted;
  });
  return { id: String(row.id), companyName_en: row.companyName_en, grade: row.grade, price };
}

/** Organisers: edit an application; a changed grade takes its price. Files stay as attached. */
export async function updateSponsor(knex: Knex, now: Date, id: number, input: unknown): Promise<SponsorRow> {
  const values = parseInput(sponsorUpdateSchema, input);
  const row = await updateLiveSponsor(knex, id, {
    companyName_kr: values.companyName_kr ?? null,
    companyName_en: values.companyName_en,
    homepage_en: values.homepage_en ?? null,
    bizNumber: values.bizNumber ?? null,
    address: values.address ?? null,
    managerName: values.managerName,
    email: values.email,
    phone: values.phone ?? null,
    mobilePhone: values.mobilePhone,
    grade: values.grade,
    partnership: values.partnership ?? null,
    paymentSchedule: values.paymentSchedule,
    taxBill: values.taxBill,
    taxBillSchedule: values.taxBill ? (values.taxBillSchedule ?? null) : null,
    taxBillEmail: values.taxBill ? (values.taxBillEmail ?? null) : null,
    manager_memo: values.manager_memo ?? null,
    sponsor_pay: values.sponsor_pay,
    sponsor_pay_status: values.sponsor_pay_status,
    price: sponsorPrice(values.grade),
    updated_at: now,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const deleteSponsors = (knex: Knex, ids: number[], now: Date) => softDeleteSponsors(knex, ids, now);
