// The retention schedule's rules (issue 39 §4; docs/decisions.md "Retention and the member's own
// rights (issue 39)"): when each category of personal data is past its purpose. Pure functions of
// the settings and dates, so the unit tests say what goes when.
import { DateTime } from 'luxon';

const ZONE = 'Asia/Seoul';

/** The periods organisers set, with the floors the law (or the product) gives and a ceiling. */
export const RETENTION_LIMITS = {
  // Framework Act on National Taxes Art. 85-3 and Corporate Tax Act Art. 116: books and evidence
  // of transactions kept five years from the filing deadline of the tax year.
  paymentYears: { min: 5, max: 10 },
  // No statute gives a period for attendance kept for CME credits; one year after the objection
  // close is the product's floor (KMA's audits of a congress come within the year of the report).
  attendanceYears: { min: 1, max: 10 },
  // PIPA Art. 21(1): destroyed without delay once the purpose is achieved; the society chooses how
  // long after the congress (or a member's last login) its members' accounts stay.
  profileMonths: { min: 0, max: 120 },
} as const;

export type RetentionPeriodField = keyof typeof RETENTION_LIMITS;

export interface RetentionPeriods {
  paymentYears: number;
  attendanceYears: number;
  profileMonths: number;
}

/** Field errors of periods outside their limits: below the legal minimum, or not a whole number. */
export function periodErrors(periods: RetentionPeriods): { field: RetentionPeriodField; code: string }[] {
  return (Object.keys(RETENTION_LIMITS) as RetentionPeriodField[]).flatMap((field) => {
    const value = periods[field];
    const { min, max } = RETENTION_LIMITS[field];
    if (!Number.isInteger(value)) return [{ field, code: 'validation.invalid' }];
    if (value < min) return [{ field, code: 'validation.retention.belowMinimum' }];
    if (value > max) return [{ field, code: 'validation.retention.aboveMaximum' }];
    return [];
  });
}

/**
 * Until when a payment's records are kept: five (or more) years from the corporate tax filing
 * deadline of its tax year. A society's business year is taken as the calendar year (Korea time),
 * whose filing deadline is the end of March of the next year (Corporate Tax Act Art. 60(1): three
 * months after the year's end). The records may go from the instant returned.
 */
export function paymentKeptUntil(paidOrCreatedAt: Date, paymentYears: number): Date {
  const year = DateTime.fromJSDate(paidOrCreatedAt, { zone: ZONE }).year;
  return DateTime.fromObject({ year: year + 1 + paymentYears, month: 4, day: 1 }, { zone: ZONE }).toJSDate();
}

/** The start of the Korea-time day after `day` (YYYY-MM-DD): the congress is over then. */
export const endOfDay = (day: string): Date =>
  DateTime.fromISO(day, { zone: ZONE }).plus({ days: 1 }).startOf('day').toJSDate();

/**
 * Until when attendance (scans, credit corrections, objections, the credits' log) is kept: the
 * attendance period after the later of the congress's end and the close of the credit objections.
 */
export function attendanceKeptUntil(congressEnd: Date, objectionsCloseAt: Date | null, years: number): Date {
  const anchor =
    objectionsCloseAt && objectionsCloseAt.getTime() > congressEnd.getTime()
      ? objectionsCloseAt
      : congressEnd;
  return DateTime.fromJSDate(anchor, { zone: ZONE }).plus({ years }).toJSDate();
}

/**
 * Until when a member's account (profile, visa letter requests, mails, registration extras) is
 * kept: the society's period after the later of the congress's end and the member's last login
 * (a member who keeps using the site for later congresses keeps their account).
 */
export function profileKeptUntil(congressEnd: Date, lastActiveAt: Date | null, months: number): Date {
  const anchor = lastActiveAt && lastActiveAt.getTime() > congressEnd.getTime() ? lastActiveAt : congressEnd;
  return DateTime.fromJSDate(anchor, { zone: ZONE }).plus({ months }).toJSDate();
}

/** The day a deletion request must be answered by (PIPA Enforcement Decree Art. 43(3): 10 days). */
export const DELETION_ANSWER_DAYS = 10;

/** The answer's due instant: the end of the 10th Korea-time day after the request. */
export function deletionDueAt(requestedAt: Date): Date {
  return DateTime.fromJSDate(requestedAt, { zone: ZONE })
    .startOf('day')
    .plus({ days: DELETION_ANSWER_DAYS + 1 })
    .toJSDate();
}

export const isPast = (until: Date, now: Date) => now.getTime() >= until.getTime();
