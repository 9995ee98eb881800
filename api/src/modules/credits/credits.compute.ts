// The credit records the pages, mails, exports and certificates show, computed from what is
// stored: the attendees (paid or free registrations), their scans, the published programme's
// lecture windows, the schemes (@congress/domain computeAllCredits), then the organisers'
// corrections and the members' open objections on top. Pure: the service reads, this computes.
import {
  computeAllCredits,
  type CreditDayFlag,
  type CreditDayReason,
  type CreditExplanation,
  type CreditFlag,
  type CreditScheme,
  type CreditScanKind,
  type LectureWindow,
} from '@congress/domain';
import type { CreditAttendeeRow } from '../registrations/registrations.lookup';
import type { CorrectionRow, ObjectionRow, SchemeRow } from './credits.repository';

export interface CreditDayView {
  day: string;
  first: Date;
  last: Date;
  scanCount: number;
  countedMinutes: number;
  earnedPoints: number;
  points: number;
  reason: CreditDayReason | null;
  /** The cap that bit (also in reason when nothing else explains the day). */
  capped: boolean;
  flags: CreditFlag[];
  explain: CreditExplanation;
  correctionMemo: string | null;
}

export interface CreditRecordView {
  userId: string;
  registrationId: string;
  name: string;
  email: string;
  licence: string | null;
  schemeId: string;
  days: CreditDayView[];
  totalMinutes: number;
  totalPoints: number;
  eligible: boolean;
  flags: CreditFlag[];
  /** For search, exports and certificates. */
  attendee: AttendeeView;
}

export interface AttendeeView {
  userId: number;
  registrationId: number;
  /** Latin name, "Given Family". */
  latinName: string;
  /** The Korean name when given. */
  koreanName: string | null;
  /** The name as a person reads it: the Korean name for members from Korea who gave one. */
  name: string;
  email: string;
  licence: string | null;
  country: string | null;
}

export interface ScanInput {
  registration_id: number;
  kind: CreditScanKind;
  room: string | null;
  scanned_at: Date | string;
}

export interface CreditInputs {
  attendees: readonly CreditAttendeeRow[];
  scans: readonly ScanInput[];
  schemes: readonly SchemeRow[];
  windows: Readonly<Record<string, LectureWindow>>;
  corrections: readonly CorrectionRow[];
  objections: readonly ObjectionRow[];
}

/** A scheme row as the domain's rules take it. */
export const domainScheme = (row: SchemeRow): CreditScheme => ({
  code: row.code,
  name: { en: row.name_en, ko: row.name_ko },
  rule: row.rule,
  dayPoints: row.day_points,
  dailyMax: row.daily_max,
  congressMax: row.congress_max,
  eligibility: row.eligibility,
  boundByLectureWindow: row.bound_by_lecture_window,
});

const latin = (row: CreditAttendeeRow) => [row.givenName, row.familyName].filter(Boolean).join(' ').trim();

function attendeeView(row: CreditAttendeeRow): AttendeeView {
  const latinName = latin(row) || row.email;
  const koreanName = row.name_kr?.trim() || null;
  return {
    userId: row.user_id,
    registrationId: row.registration_id,
    latinName,
    koreanName,
    name: row.country === 'KR' && koreanName ? koreanName : latinName,
    email: row.email,
    licence: row.medi_license?.trim() || null,
    country: row.country,
  };
}

const key = (userId: number, schemeId: number, day: string) => `${userId}/${schemeId}/${day}`;

/** Noon, Korea time, of a day: where a day without scans is placed. */
const noonOf = (day: string) => new Date(`${day}T12:00:00+09:00`);

const DOMAIN_FLAGS: readonly CreditDayFlag[] = ['FIRST_SCAN_IS_EXIT', 'LAST_SCAN_IS_ENTRY', 'SEVERAL_ROOMS'];

/**
 * Every attendee's record under every scheme (in the schemes' order), attendees with a scan, a
 * correction or an objection only, by registration number. A member with several live
 * registrations is one attendee (their scans together), shown with the newest registration.
 */
export function computeRecords(inputs: CreditInputs): CreditRecordView[] {
  // One attendee per member: the newest registration names them.
  const byUser = new Map<number, { attendee: AttendeeView; registrations: Set<number> }>();
  for (const row of inputs.attendees) {
    const entry = byUser.get(row.user_id);
    if (!entry)
      byUser.set(row.user_id, { attendee: attendeeView(row), registrations: new Set([row.registration_id]) });
    else {
      entry.registrations.add(row.registration_id);
      if (row.registration_id > entry.attendee.registrationId) entry.attendee = attendeeView(row);
    }
  }
  const userOfRegistration = new Map<number, number>();
  for (const [userId, entry] of byUser)
    for (const id of entry.registrations) userOfRegistration.set(id, userId);
  const scansOfUser = new Map<number, { at: Date | string; kind: CreditScanKind; room: string | null }[]>();
  for (const scan of inputs.scans) {
    const userId = userOfRegistration.get(scan.registration_id);
    if (userId === undefined) continue;
    let list = scansOfUser.get(userId);
    if (!list) scansOfUser.set(userId, (list = []));
    list.push({ at: scan.scanned_at, kind: scan.kind, room: scan.room });
  }
  const corrections = new Map(inputs.corrections.map((c) => [key(c.user_id, c.scheme_id, c.day), c]));
  const openObjections = new Set(
    inputs.objections.filter((o) => o.status === 'OPEN').map((o) => key(o.user_id, o.scheme_id, o.day)),
  );
  // The days of each member with a correction or an open objection, per scheme.
  const touchedDays = new Map<number, { scheme_id: number; day: string }[]>();
  for (const row of [...inputs.corrections, ...inputs.objections.filter((o) => o.status === 'OPEN')]) {
    let list = touchedDays.get(row.user_id);
    if (!list) touchedDays.set(row.user_id, (list = []));
    list.push({ scheme_id: row.scheme_id, day: row.day });
  }
  const touched = new Set(inputs.objections.map((o) => o.user_id));
  for (const userId of touchedDays.keys()) touched.add(userId);
  const schemes = inputs.schemes.map(domainScheme);
  const records: CreditRecordView[] = [];
  const users = [...byUser.values()].sort((a, b) => a.attendee.registrationId - b.attendee.registrationId);
  for (const { attendee } of users) {
    const scans = scansOfUser.get(attendee.userId) ?? [];
    if (!scans.length && !touched.has(attendee.userId)) continue;
    const results = computeAllCredits(
      schemes,
      { licence: attendee.licence, scans },
      { lectureWindows: inputs.windows },
    );
    inputs.schemes.forEach((schemeRow, index) => {
      const result = results[index]!;
      const days = new Map<string, CreditDayView>();
      for (const day of result.days) {
        days.set(day.date, {
          day: day.date,
          first: day.first,
          last: day.last,
          scanCount: day.scanCount,
          countedMinutes: day.countedMinutes,
          earnedPoints: day.earnedPoints,
          points: day.points,
          reason: day.reason ?? day.capReason ?? null,
          capped: Boolean(day.capReason),
          flags: [...day.flags],
          explain: day.explain,
          correctionMemo: null,
        });
      }
      // Days with no scan that an organiser corrected or a member objected to.
      const extraDays = new Set(
        (touchedDays.get(attendee.userId) ?? [])
          .filter((t) => t.scheme_id === schemeRow.id)
          .map((t) => t.day),
      );
      for (const day of extraDays) {
        if (days.has(day)) continue;
        const window = inputs.windows[day];
        days.set(day, {
          day,
          first: window ? new Date(window.start) : noonOf(day),
          last: window ? new Date(window.start) : noonOf(day),
          scanCount: 0,
          countedMinutes: 0,
          earnedPoints: 0,
          points: 0,
          reason: 'ONE_SCAN',
          capped: false,
          flags: [],
          explain: { key: 'credits.explain.noScan', values: { date: day } },
          correctionMemo: null,
        });
      }
      for (const view of days.values()) {
        const correction = corrections.get(key(attendee.userId, schemeRow.id, view.day));
        if (correction) {
          view.countedMinutes = correction.counted_minutes;
          view.points = correction.points;
          view.reason = null;
          view.capped = false;
          view.correctionMemo = correction.memo;
          view.flags.push('CORRECTED');
          view.explain = {
            key: 'credits.explain.corrected',
            values: {
              ...view.explain.values,
              date: view.day,
              minutes: view.countedMinutes,
              points: view.points,
            },
          };
        }
        if (openObjections.has(key(attendee.userId, schemeRow.id, view.day))) view.flags.push('OBJECTED');
      }
      const list = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
      const flags = [...new Set(list.flatMap((d) => d.flags))];
      records.push({
        userId: String(attendee.userId),
        registrationId: String(attendee.registrationId),
        name: attendee.name,
        email: attendee.email,
        licence: attendee.licence,
        schemeId: String(schemeRow.id),
        days: list,
        totalMinutes: list.reduce((sum, d) => sum + d.countedMinutes, 0),
        totalPoints: list.reduce((sum, d) => sum + d.points, 0),
        eligible: result.eligible,
        flags: CREDIT_FLAG_ORDER.filter((f) => flags.includes(f)),
        attendee,
      });
    });
  }
  return records;
}

const CREDIT_FLAG_ORDER: readonly CreditFlag[] = [...DOMAIN_FLAGS, 'CORRECTED', 'OBJECTED'];

const CAPS: readonly string[] = ['DAY_APPROVED', 'DAILY_MAX', 'CONGRESS_MAX'];

/** Whether a record is in the preview's filter. */
export function inFilter(record: CreditRecordView, filter: string | null | undefined): boolean {
  switch (filter) {
    case 'ONE_SCAN':
      return record.days.some((d) => d.reason === 'ONE_SCAN');
    case 'NOT_ELIGIBLE':
      return !record.eligible;
    case 'CAPPED':
      return record.days.some((d) => d.reason !== null && CAPS.includes(d.reason));
    case 'FLAGGED':
      return record.flags.some((f) => (DOMAIN_FLAGS as readonly string[]).includes(f));
    case 'CORRECTED':
      return record.flags.includes('CORRECTED');
    case 'OBJECTED':
      return record.flags.includes('OBJECTED');
    case 'NO_POINTS':
      return record.totalPoints === 0;
    default:
      return true;
  }
}

/**
 * Whether a record matches the preview's text: name (Latin or Korean), e-mail or licence number by
 * any part; digits alone: the registration number exactly or part of the licence number.
 */
export function matchesText(record: CreditRecordView, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const { attendee } = record;
  // Digits are a number: the registration number exactly, or part of the licence number.
  if (/^[0-9]+$/.test(needle))
    return String(attendee.registrationId) === needle || Boolean(attendee.licence?.includes(needle));
  return [attendee.latinName, attendee.koreanName, attendee.email, attendee.licence].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}
