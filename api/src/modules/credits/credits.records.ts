// CME credits: the process after the congress (issue 26 §3–§4; docs/decisions.md "CME credits: the
// process"). Organisers edit schemes (creditSchemes.service) and look at the preview
// (creditPreview.service: computed each time from the scans, the published programme's lecture
// windows and the schemes), open the objection period (creditPhase.service: members see their
// expected credits, are mailed them (creditMails.service), and object (creditObjections.service)),
// correct days with a memo (creditCorrections.service), and make the figures final: the KMA report
// and the certificates of attendance (creditReports.service).
//
// This file: what every part reads — the records computed from their inputs, a scheme, an
// attendee's name, a page of a list.
import { lectureWindows } from '@congress/domain';
import { seoulWallClockToDate } from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { scansOfRegistrations } from '../attendance/attendance.lookup';
import { publishedSessionTimes } from '../programme/programme.lookup';
import { creditAttendees } from '../registrations/registrations.lookup';
import { computeRecords, type CreditInputs, type CreditRecordView } from './credits.compute';
import { allSchemes, correctionsOf, findScheme, objectionsOf, type SchemeRow } from './credits.repository';

export type { CreditRecordView, CreditDayView } from './credits.compute';

/** Pages of the lists: at most 100 rows. */
export const CREDIT_PAGE_MAX = 100;

export type Db = Knex | Knex.Transaction;
export type Deps = Pick<AppDeps, 'knex' | 'clock'>;

/** A page of a list: from `start`, `limit` rows (20 by default, at most CREDIT_PAGE_MAX). */
export const pageOf = (start?: number | null, limit?: number | null) => ({
  from: Math.max(0, Math.floor(start ?? 0)),
  size: Math.min(CREDIT_PAGE_MAX, Math.max(1, Math.floor(limit ?? 20))),
});

/** What the computation needs, for the given members (all when null). */
export async function creditInputs(db: Db, userIds: readonly number[] | null): Promise<CreditInputs> {
  // One after the other: inside a transaction they share one connection.
  const attendees = await creditAttendees(db, userIds);
  const scans = await scansOfRegistrations(db, userIds ? attendees.map((a) => a.registration_id) : null);
  const schemes = await allSchemes(db);
  const sessions = await publishedSessionTimes(db);
  const corrections = await correctionsOf(db, userIds);
  const objections = await objectionsOf(db, userIds);
  return { attendees, scans, schemes, windows: lectureWindows(sessions), corrections, objections };
}

/** Every attendee's record under every scheme (or the given members'). */
export const creditRecords = async (db: Db, userIds: readonly number[] | null = null) =>
  computeRecords(await creditInputs(db, userIds));

/** The scheme, or NOT_FOUND. */
export async function requireScheme(db: Db, id: number): Promise<SchemeRow> {
  const scheme = await findScheme(db, id);
  if (!scheme) throw new AppError('NOT_FOUND');
  return scheme;
}

/** A real calendar day written as YYYY-MM-DD. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const realDay = (day: string) => ISO_DAY.test(day) && seoulWallClockToDate(`${day}T00:00`) !== null;

/** The record of one attendee and scheme, read through the transaction. */
export async function recordOf(
  db: Db,
  userId: number,
  schemeId: number,
): Promise<CreditRecordView | undefined> {
  return (await creditRecords(db, [userId])).find((r) => r.schemeId === String(schemeId));
}

/** A day's minutes and points in a record (none: zero). */
export const figureOfDay = (record: CreditRecordView | undefined, day: string) => {
  const found = record?.days.find((d) => d.day === day);
  return { minutes: found?.countedMinutes ?? 0, points: found?.points ?? 0 };
};

/** The attendee's name as the log and pages show it (Korean for members from Korea). */
export async function attendeeName(db: Db, userId: number): Promise<string> {
  const [attendee] = await creditAttendees(db, [userId]);
  if (!attendee) return '';
  const latin = [attendee.givenName, attendee.familyName].filter(Boolean).join(' ') || attendee.email;
  return attendee.country === 'KR' && attendee.name_kr?.trim() ? attendee.name_kr.trim() : latin;
}
