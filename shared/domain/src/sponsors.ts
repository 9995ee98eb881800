// Sponsorship (spec §3 Sponsor, §9 grades and prices): what the public form, the back office and
// the API share without zod (the schemas are in ./validation/sponsor.ts).
import type { SponsorGrade } from './enums';
import { SPONSOR_PRICES } from './fees';

/** The six sponsorship tiers (spec §9 colours) and the two advertisement grades. */
export const SPONSORSHIP_TIERS = ['DIAMOND', 'PLATINUM', 'GOLD', 'SILVER', 'BRONZE', 'GARNET'] as const;
export const ADVERTISEMENT_GRADES = ['AD_GRADE1', 'AD_GRADE2'] as const;
export const isAdvertisementGrade = (grade: SponsorGrade): boolean =>
  (ADVERTISEMENT_GRADES as readonly string[]).includes(grade);

/** The price of a grade in KRW: always the server's, from spec §9 (never sent by a browser). */
export const sponsorPrice = (grade: SponsorGrade): number => SPONSOR_PRICES[grade];

/**
 * sponsor_pay_status (decided values; docs/decisions.md "Sponsorship"): an application arrives
 * APPLIED; the secretariat CONFIRMS it (from then on the company is shown on /sponsorships/sponsor),
 * records part or full payment, or cancels it.
 */
export const SPONSOR_PAY_STATUSES = ['APPLIED', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'] as const;
export type SponsorPayStatus = (typeof SPONSOR_PAY_STATUSES)[number];

/** Statuses whose companies the public sponsor page lists. */
export const PUBLIC_SPONSOR_STATUSES: readonly SponsorPayStatus[] = ['CONFIRMED', 'PARTIALLY_PAID', 'PAID'];

export const SPONSOR_PAY_STATUS_LABELS: Record<SponsorPayStatus, { en: string; ko: string }> = {
  APPLIED: { en: 'Applied', ko: '신청 접수' },
  CONFIRMED: { en: 'Confirmed', ko: '후원 확정' },
  PARTIALLY_PAID: { en: 'Partially paid', ko: '일부 입금' },
  PAID: { en: 'Paid', ko: '입금 완료' },
  CANCELLED: { en: 'Cancelled', ko: '취소' },
};

export const SPONSOR_GRADE_LABELS: Record<SponsorGrade, { en: string; ko: string }> = {
  DIAMOND: { en: 'Diamond', ko: '다이아몬드' },
  PLATINUM: { en: 'Platinum', ko: '플래티넘' },
  GOLD: { en: 'Gold', ko: '골드' },
  SILVER: { en: 'Silver', ko: '실버' },
  BRONZE: { en: 'Bronze', ko: '브론즈' },
  GARNET: { en: 'Garnet', ko: '가넷' },
  AD_GRADE1: { en: 'Advertisement: back cover (inside)', ko: '광고: 표지 안쪽' },
  AD_GRADE2: { en: 'Advertisement: inner page', ko: '광고: 내지' },
};

/** Tax-invoice issue timing choices (the form's select; free text is refused). */
export const TAX_BILL_SCHEDULES = ['ON_APPLICATION', 'ON_PAYMENT', 'MONTH_END'] as const;
export type TaxBillSchedule = (typeof TAX_BILL_SCHEDULES)[number];

/** Payment schedule choices. */
export const PAYMENT_SCHEDULES = ['LUMP_SUM', 'TWO_INSTALMENTS', 'AFTER_CONGRESS'] as const;
export type PaymentSchedule = (typeof PAYMENT_SCHEDULES)[number];
