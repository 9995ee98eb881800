// Check-in at the congress desk (issue 26 §1–2; docs/decisions.md "Badges and check-in"). A badge's
// QR code carries only a signed id; the desk records entry and exit scans per Korea-time day,
// which computeCredits (./credits.ts) reads later: first scan of a day the entry, last the exit.
import { seoulDate } from '../programme';
import type { RegistrationPriceStatus } from '../enums';

export const SCAN_KINDS = ['ENTRY', 'EXIT'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

/** How the desk found the attendee: the badge's QR code, or a search by name or number. */
export const SCAN_METHODS = ['QR', 'SEARCH'] as const;
export type ScanMethod = (typeof SCAN_METHODS)[number];

/**
 * What a scan did. Every scan of a badge that may enter is stored (docs/decisions.md "Check-in and
 * the credit figures a member reads"): RECORDED, NOT_INSIDE (a warning: an exit whose neighbour before it in time
 * that day is not an entry), ALREADY_INSIDE (a warning: an entry next in time to another entry of
 * the day with no exit between, e.g. two desks at once or an exit desk left in entry mode) and
 * ALREADY_RECORDED (this scan id was sent before) leave one row each; UNPAID, CANCELLED and
 * UNKNOWN_BADGE record nothing.
 */
export const SCAN_OUTCOMES = [
  'RECORDED',
  'NOT_INSIDE',
  'ALREADY_RECORDED',
  'ALREADY_INSIDE',
  'UNPAID',
  'CANCELLED',
  'UNKNOWN_BADGE',
] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

/** A batch of scans sent at once (the desk's offline queue is sent in batches of this size). */
export const MAX_SCANS_PER_BATCH = 100;
/** Scans dated further ahead than this (a desk's wrong clock) are refused. */
export const SCAN_FUTURE_TOLERANCE_MS = 10 * 60_000;
/**
 * How far back a front-desk account may date a scan: its offline queue's reach (a laptop offline
 * overnight sends yesterday's scans in the morning). Older scans from a desk account are refused
 * (`checkIn.beyondOfflineWindow`); organisers may back-fill any congress day.
 */
export const SCAN_OFFLINE_WINDOW_MS = 24 * 3_600_000;

/**
 * The field codes of a refused scan of a batch (`scans.<index>.scannedAt`), in both languages:
 * `validation.date` (the future, beyond SCAN_FUTURE_TOLERANCE_MS) is @congress/i18n's.
 */
export const CHECK_IN_MESSAGES = {
  en: {
    'checkIn.notCongressDay':
      'This scan is dated outside the congress days (Korea time): check the device clock. It was not recorded.',
    'checkIn.beyondOfflineWindow':
      'This scan is older than a desk may send (24 hours): an organiser records it. It was not recorded.',
  },
  ko: {
    'checkIn.notCongressDay':
      '학술대회 기간(한국 시간) 밖의 인식 기록입니다. 기기 시계를 확인해 주세요. 기록되지 않았습니다.',
    'checkIn.beyondOfflineWindow':
      '데스크가 보낼 수 있는 기간(24시간)보다 오래된 인식 기록입니다. 운영자가 기록해야 합니다. 기록되지 않았습니다.',
  },
} as const;

/** Registrations that get a badge and may enter: paid, or free of charge. */
export const BADGE_STATUSES: readonly RegistrationPriceStatus[] = ['PAID', 'FREE'];
/** Registrations the desk turns away as cancelled (refunded or on the way to it). */
export const CANCELLED_STATUSES: readonly RegistrationPriceStatus[] = [
  'CANCELLED',
  'REFUNDED',
  'REFUND_REQUESTED',
];

/** The outcome of a registration that may not enter, or null when it may. */
export function refusedOutcome(status: string, deleted: boolean): 'UNPAID' | 'CANCELLED' | null {
  if (deleted || (CANCELLED_STATUSES as readonly string[]).includes(status)) return 'CANCELLED';
  if (!(BADGE_STATUSES as readonly string[]).includes(status)) return 'UNPAID';
  return null;
}

/** The congress day (Korea time, YYYY-MM-DD) a scan belongs to. */
export const scanDay = (scannedAt: Date | string): string => seoulDate(scannedAt);

/** The prefix of a badge's QR text: KSP24-<registration id>-<signature>. */
export const BADGE_CODE_PREFIX = 'KSP24';
const BADGE_CODE = /^KSP24-([1-9][0-9]{0,9})-([A-Za-z0-9_-]{16,64})$/;

/** The registration id and signature a badge code names, or null for any other text. */
export function parseBadgeCode(text: string): { registrationId: number; signature: string } | null {
  const match = BADGE_CODE.exec(text.trim());
  if (!match) return null;
  const registrationId = Number(match[1]);
  if (!Number.isSafeInteger(registrationId) || registrationId > 2_147_483_647) return null;
  return { registrationId, signature: match[2] as string };
}

export const badgeCode = (registrationId: number, signature: string) =>
  `${BADGE_CODE_PREFIX}-${registrationId}-${signature}`;

/**
 * The name printed on a badge (spec §5 and issue 26 §1): the Korean name for members from Korea
 * who gave one; otherwise the given name and the family name in capitals.
 */
export function badgeDisplayName(person: {
  country?: string | null;
  name_kr?: string | null;
  givenName?: string | null;
  familyName?: string | null;
}): string {
  const korean = person.country === 'KR' && person.name_kr?.trim();
  if (korean) return korean;
  return `${(person.givenName ?? '').trim()} ${(person.familyName ?? '').trim().toUpperCase()}`.trim();
}

/**
 * The name a registration's badge prints, from the member and the badge name given with the
 * registration (the Latin one, used when there is no Korean name to print): the one rule for the
 * badge PDF, the desk and every page that says what the badge shows (issue 36).
 */
export function registrationBadgeName(source: {
  country?: string | null;
  name_kr?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  badgeGivenName?: string | null;
  badgeFamilyName?: string | null;
}): string {
  const ownBadgeName = Boolean(source.badgeGivenName?.trim());
  return badgeDisplayName({
    country: source.country,
    name_kr: source.name_kr,
    givenName: ownBadgeName ? source.badgeGivenName : source.givenName,
    familyName: ownBadgeName ? source.badgeFamilyName : source.familyName,
  });
}

/** The affiliation printed: the Korean one for members from Korea who gave one. */
export function badgeAffiliation(person: {
  country?: string | null;
  affiliation?: string | null;
  affiliation_kr?: string | null;
}): string {
  const korean = person.country === 'KR' && person.affiliation_kr?.trim();
  return (korean || person.affiliation?.trim() || '').trim();
}

/** Badge sheets: A4 paper with 2 × 4 badges, or one badge per label (docs/decisions.md). */
export const BADGE_LAYOUTS = ['A4', 'LABEL'] as const;
export type BadgeLayout = (typeof BADGE_LAYOUTS)[number];
