// CME credits: the process after the congress (issue 26 §3–§4; docs/decisions.md "CME credits: the
// process"). Organisers edit schemes and look at the preview (computed each time from the scans,
// the published programme's lecture windows and the schemes), open the objection period (members
// see their expected credits, are mailed them, and object), correct days with a memo, and make the
// figures final: the KMA report and the certificates of attendance. Every write runs in one
// transaction that first locks the settings row (so phase changes, corrections and objections
// serialise) and logs what it did to credit_changes.
import { randomBytes } from 'node:crypto';
import {
  CREDIT_OBJECTION_STATUSES,
  CREDIT_PHASES,
  CREDIT_PREVIEW_FILTERS,
  lectureWindows,
  type CreditPhase,
  type FieldError,
  type Locale,
} from '@congress/domain';
import {
  CREDIT_MEMO_MAX,
  creditFigureSchema,
  creditMemoSchema,
  creditObjectionSchema,
  creditSchemeSchema,
  dateToSeoulWallClock,
  seoulWallClockToDate,
} from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { AppDeps } from '../../context';
import { AppError, invalidField, parseInput, validationError } from '../../errors';
import { parseId } from '../../graphql/inputs';
import { siteUrl } from '../auth/confirmation';
import { scansOfRegistrations } from '../attendance/attendance.lookup';
import { queueTemplatedMail } from '../mail/mail.service';
import { findMembersByIds, type MemberRow } from '../members/members.lookup';
import { publishedSessionTimes } from '../programme/programme.lookup';
import { creditAttendees } from '../registrations/registrations.lookup';
import {
  computeRecords,
  inFilter,
  matchesText,
  type CreditInputs,
  type CreditRecordView,
} from './credits.compute';
import { explanationIn, figureIn, koreaTime, readerLocale } from './credits.names';
import {
  allSchemes,
  correctionsOf,
  deleteCorrection,
  deleteScheme,
  findCorrection,
  findScheme,
  insertChanges,
  insertObjection,
  insertScheme,
  listChanges,
  listObjections,
  lockSettings,
  mailedCount,
  mailedUserIds,
  markMailed,
  objectionForUpdate,
  objectionsOf,
  openObjection,
  readSettings,
  resolveObjectionRow,
  setMailId,
  updateScheme,
  updateSettings,
  upsertCorrection,
  type ChangeRow,
  type ChangeValues,
  type ObjectionRow,
  type SchemeRow,
  type SchemeValues,
  type SettingsRow,
  type StoredRule,
} from './credits.repository';

export type { CreditRecordView, CreditDayView } from './credits.compute';

/** Pages of the lists: at most 100 rows. */
export const CREDIT_PAGE_MAX = 100;
/** Where the member reads their credits and objects (the mypage remote's page). */
export const MY_CREDITS_PATH = '/mypage/my_credits';

type Db = Knex | Knex.Transaction;
type Deps = Pick<AppDeps, 'knex' | 'clock'>;

const pageOf = (start?: number | null, limit?: number | null) => ({
  from: Math.max(0, Math.floor(start ?? 0)),
  size: Math.min(CREDIT_PAGE_MAX, Math.max(1, Math.floor(limit ?? 20))),
});

const organiserName = (member: MemberRow) =>
  String([member.givenName, member.familyName].filter(Boolean).join(' ') || member.email).slice(0, 200);

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

// Reading ---------------------------------------------------------------------------------------------

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

/** The scheme as the pages show it. */
export const schemeView = (row: SchemeRow) => ({
  id: String(row.id),
  name_en: row.name_en,
  name_ko: row.name_ko,
  kind: row.rule.kind,
  bands: row.rule.kind === 'BANDS' ? row.rule.bands : [],
  pointsPerHour: row.rule.kind === 'PER_HOUR' ? row.rule.pointsPerHour : null,
  minimumMinutes: row.rule.kind === 'PER_HOUR' ? row.rule.minimumMinutes : null,
  dayPoints: Object.entries(row.day_points)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, points]) => ({ day, points })),
  dailyMax: row.daily_max,
  congressMax: row.congress_max,
  eligibility: row.eligibility,
  boundByLectureWindow: row.bound_by_lecture_window,
  reportsToKma: row.reports_to_kma,
  position: row.position,
});

export const creditSchemes = async (ctx: Deps) => (await allSchemes(ctx.knex)).map(schemeView);

const objectionsOpen = (settings: SettingsRow, now: Date) =>
  settings.phase === 'OBJECTIONS' &&
  settings.objections_close_at !== null &&
  now.getTime() < new Date(settings.objections_close_at).getTime();

const certificateAvailable = (settings: SettingsRow, now: Date) =>
  settings.phase === 'FINAL' ||
  (settings.phase === 'OBJECTIONS' &&
    settings.objections_close_at !== null &&
    now.getTime() >= new Date(settings.objections_close_at).getTime());

export async function creditSettings(ctx: Deps) {
  const settings = await readSettings(ctx.knex);
  const windows = lectureWindows(await publishedSessionTimes(ctx.knex));
  return settingsView(ctx, settings, windows);
}

async function settingsView(ctx: Deps, settings: SettingsRow, windows: ReturnType<typeof lectureWindows>) {
  return {
    phase: settings.phase,
    objectionsCloseAt: settings.objections_close_at,
    version: settings.version,
    days: Object.entries(windows)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, window]) => ({ day, windowStart: window.start, windowEnd: window.end })),
    mailedCount: settings.objections_round > 0 ? await mailedCount(ctx.knex, settings.objections_round) : 0,
  };
}

async function requireScheme(db: Db, id: number): Promise<SchemeRow> {
  const scheme = await findScheme(db, id);
  if (!scheme) throw new AppError('NOT_FOUND');
  return scheme;
}

export interface PreviewArgs {
  schemeId: string;
  start?: number | null;
  limit?: number | null;
  filter?: string | null;
  text?: string | null;
}

/** One scheme's records, filtered (a flag or reason, a text), every row. */
export async function previewRecords(ctx: Deps, args: Omit<PreviewArgs, 'start' | 'limit'>) {
  const schemeId = parseId(args.schemeId, 'schemeId');
  if (args.filter != null && !(CREDIT_PREVIEW_FILTERS as readonly string[]).includes(args.filter))
    throw invalidField('filter');
  const text = args.text ?? '';
  if (text.length > 200) throw invalidField('text', 'validation.tooLong');
  const scheme = await requireScheme(ctx.knex, schemeId);
  const records = (await creditRecords(ctx.knex)).filter(
    (r) => r.schemeId === String(scheme.id) && inFilter(r, args.filter) && matchesText(r, text),
  );
  return { scheme, records };
}

/** Organisers: the preview of one scheme, a page of it. */
export async function creditPreview(ctx: Deps, args: PreviewArgs) {
  const { from, size } = pageOf(args.start, args.limit);
  const { records } = await previewRecords(ctx, args);
  return { count: records.length, rows: records.slice(from, from + size) };
}

/** An objection as the pages show it, with the day's figure now. */
function objectionView(
  row: ObjectionRow,
  scheme: SchemeRow | undefined,
  person: { name: string; email: string },
  records: readonly CreditRecordView[],
) {
  const day = records
    .find((r) => r.userId === String(row.user_id) && r.schemeId === String(row.scheme_id))
    ?.days.find((d) => d.day === row.day);
  return {
    id: String(row.id),
    userId: String(row.user_id),
    name: person.name,
    email: person.email,
    schemeId: String(row.scheme_id),
    schemeName_en: scheme?.name_en ?? '',
    schemeName_ko: scheme?.name_ko ?? '',
    day: row.day,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    resolutionMemo: row.resolution_memo,
    resolvedAt: row.resolved_at,
    currentMinutes: day?.countedMinutes ?? 0,
    currentPoints: day?.points ?? 0,
  };
}

async function objectionViews(db: Db, rows: readonly ObjectionRow[]) {
  if (!rows.length) return [];
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [records, schemes, members] = await Promise.all([
    creditRecords(db, userIds),
    allSchemes(db),
    findMembersByIds(db, userIds),
  ]);
  const people = new Map<number, { name: string; email: string }>();
  for (const member of members) {
    const latin = [member.givenName, member.familyName].filter(Boolean).join(' ') || member.email;
    people.set(member.id, {
      name: member.country === 'KR' && member.name_kr?.trim() ? member.name_kr.trim() : latin,
      email: member.email,
    });
  }
  return rows.map((row) =>
    objectionView(
      row,
      schemes.find((s) => s.id === row.scheme_id),
      people.get(row.user_id) ?? { name: '', email: '' },
      records,
    ),
  );
}

export async function creditObjections(
  ctx: Deps,
  args: { status?: string | null; start?: number | null; limit?: number | null },
) {
  if (args.status != null && !(CREDIT_OBJECTION_STATUSES as readonly string[]).includes(args.status))
    throw invalidField('status');
  const { from, size } = pageOf(args.start, args.limit);
  const { count, rows } = await listObjections(ctx.knex, args.status ?? null, from, size);
  return { count, rows: await objectionViews(ctx.knex, rows) };
}

export interface CreditChangeView {
  id: string;
  changedAt: Date;
  userName: string;
  kind: string;
  subject: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  memo: string | null;
}

const changeView = (row: ChangeRow): CreditChangeView => ({
  id: String(row.id),
  changedAt: row.changed_at,
  userName: row.user_name,
  kind: row.kind,
  subject: (row.subject ?? {}) as Record<string, unknown>,
  before: (row.before ?? null) as Record<string, unknown> | null,
  after: (row.after ?? null) as Record<string, unknown> | null,
  memo: row.memo,
});

export async function creditChanges(ctx: Deps, start?: number | null, limit?: number | null) {
  const { from, size } = pageOf(start, limit);
  const { count, rows } = await listChanges(ctx.knex, from, size);
  return { count, rows: rows.map(changeView) };
}

/** The member's own credits: the records only from the objection period on. */
export async function myCredits(ctx: Deps, member: MemberRow) {
  const now = ctx.clock.now();
  const [settings, schemes] = await Promise.all([readSettings(ctx.knex), allSchemes(ctx.knex)]);
  const visible = settings.phase !== 'PREVIEW';
  const records = visible
    ? (await creditRecords(ctx.knex, [member.id])).filter((r) => r.days.length > 0)
    : [];
  const objections = await objectionViews(ctx.knex, await objectionsOf(ctx.knex, [member.id]));
  return {
    phase: settings.phase,
    objectionsCloseAt: visible ? settings.objections_close_at : null,
    objectionsOpen: objectionsOpen(settings, now),
    certificateAvailable: certificateAvailable(settings, now) && records.length > 0,
    schemes: schemes.map(schemeView),
    records,
    objections: visible ? objections.reverse() : [],
  };
}

// Writing ---------------------------------------------------------------------------------------------

interface Subject {
  scheme?: { en: string; ko: string };
  name?: string;
  day?: string;
}

const schemeSubject = (scheme: SchemeRow): Subject => ({
  scheme: { en: scheme.name_en, ko: scheme.name_ko },
});

function logEntry(
  organiser: MemberRow,
  now: Date,
  kind: string,
  subject: Subject,
  before: object | null,
  after: object | null,
  memo: string | null = null,
): ChangeValues {
  return {
    changed_at: now,
    user_id: organiser.id,
    user_name: organiserName(organiser),
    kind,
    subject,
    before,
    after,
    memo,
  };
}

export interface CreditSchemeInput {
  name_en: string;
  name_ko: string;
  kind: string;
  bands: readonly { moreThanMinutes: number; upToMinutes?: number | null; points: number }[];
  pointsPerHour?: number | null;
  minimumMinutes?: number | null;
  dayPoints: readonly { day: string; points: number }[];
  dailyMax?: number | null;
  congressMax?: number | null;
  eligibility: string;
  boundByLectureWindow: boolean;
  reportsToKma: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (day: string) => ISO_DAY.test(day) && seoulWallClockToDate(`${day}T00:00`) !== null;

/** The input checked by the shared schema (creditSchemeSchema), its field paths as the input names them. */
function schemeValues(input: CreditSchemeInput): SchemeValues {
  const fields: FieldError[] = [];
  const days = input.dayPoints.map((d) => d.day);
  input.dayPoints.forEach(({ day }, index) => {
    if (!realDay(day)) fields.push({ field: `dayPoints.${index}.day`, code: 'validation.date' });
    else if (days.indexOf(day) !== index)
      fields.push({ field: `dayPoints.${index}.day`, code: 'validation.invalid' });
  });
  if (input.kind === 'PER_HOUR' && input.pointsPerHour == null)
    fields.push({ field: 'pointsPerHour', code: 'validation.required' });
  const rule =
    input.kind === 'PER_HOUR'
      ? {
          kind: 'PER_HOUR',
          pointsPerHour: input.pointsPerHour ?? 0,
          minimumMinutes: input.minimumMinutes ?? 0,
        }
      : {
          kind: input.kind,
          bands: input.bands.map((b) => ({ ...b, upToMinutes: b.upToMinutes ?? null })),
        };
  const parsed = creditSchemeSchema.safeParse({
    code: 'SCHEME',
    name: { en: input.name_en, ko: input.name_ko },
    rule,
    dayPoints: Object.fromEntries(
      input.dayPoints.filter((d) => realDay(d.day)).map((d) => [d.day, d.points]),
    ),
    dailyMax: input.dailyMax ?? null,
    congressMax: input.congressMax ?? null,
    eligibility: input.eligibility,
    boundByLectureWindow: input.boundByLectureWindow,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [head, ...rest] = issue.path.map(String);
      let field: string;
      if (head === 'name') field = `name_${rest[0] ?? 'en'}`;
      else if (head === 'rule') field = rest.length ? rest.join('.') : 'kind';
      else if (head === 'dayPoints')
        field = rest[0] ? `dayPoints.${days.indexOf(rest[0])}.points` : 'dayPoints';
      else field = [head, ...rest].join('.') || '_';
      const message = issue.message;
      const code =
        message.startsWith('validation.') || message.startsWith('credits.') ? message : 'validation.invalid';
      if (!fields.some((f) => f.field === field)) fields.push({ field, code });
    }
  if (fields.length || !parsed.success) throw validationError(fields);
  const value = parsed.data;
  return {
    name_en: value.name.en,
    name_ko: value.name.ko,
    rule: value.rule as StoredRule,
    day_points: value.dayPoints,
    daily_max: value.dailyMax,
    congress_max: value.congressMax,
    eligibility: value.eligibility,
    bound_by_lecture_window: value.boundByLectureWindow,
    reports_to_kma: Boolean(input.reportsToKma),
  };
}

/** What the log keeps of a scheme (rendered in the reader's language). */
const schemeLogged = (row: Pick<SchemeRow, keyof SchemeValues>) => ({
  rule: row.rule,
  dayPoints: row.day_points,
  dailyMax: row.daily_max,
  congressMax: row.congress_max,
  eligibility: row.eligibility,
  boundByLectureWindow: row.bound_by_lecture_window,
  reportsToKma: row.reports_to_kma,
  name: { en: row.name_en, ko: row.name_ko },
});

/** Creates (id null) or changes a scheme; logged. */
export async function saveCreditScheme(
  ctx: Deps,
  organiser: MemberRow,
  id: string | null | undefined,
  input: CreditSchemeInput,
) {
  const schemeId = id == null ? null : parseId(id, 'id');
  const values = schemeValues(input);
  const now = ctx.clock.now();
  const row = await ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    if (schemeId === null) {
      const created = await insertScheme(
        trx,
        { ...values, code: `S${randomBytes(6).toString('hex').toUpperCase()}` },
        now,
      );
      await insertChanges(trx, [
        logEntry(organiser, now, 'SCHEME_SAVED', schemeSubject(created), null, schemeLogged(created)),
      ]);
      return created;
    }
    const before = await requireScheme(trx, schemeId);
    const after = (await updateScheme(trx, schemeId, values, now)) as SchemeRow;
    if (JSON.stringify(schemeLogged(before)) !== JSON.stringify(schemeLogged(after)))
      await insertChanges(trx, [
        logEntry(
          organiser,
          now,
          'SCHEME_SAVED',
          schemeSubject(after),
          schemeLogged(before),
          schemeLogged(after),
        ),
      ]);
    return after;
  });
  return schemeView(row);
}

/** Deletes a scheme, only in the preview phase (afterwards members may have seen its figures). */
export async function deleteCreditScheme(ctx: Deps, organiser: MemberRow, id: string): Promise<boolean> {
  const schemeId = parseId(id, 'id');
  const now = ctx.clock.now();
  await ctx.knex.transaction(async (trx) => {
    const settings = await lockSettings(trx);
    const scheme = await requireScheme(trx, schemeId);
    if (settings.phase !== 'PREVIEW') throw invalidField('id', 'credits.phaseNotPreview');
    await deleteScheme(trx, schemeId);
    await insertChanges(trx, [
      logEntry(organiser, now, 'SCHEME_DELETED', schemeSubject(scheme), schemeLogged(scheme), null),
    ]);
  });
  return true;
}

/** Moves the phase against the version the organiser saw; OBJECTIONS needs a future close. */
export async function setCreditPhase(
  ctx: Deps,
  organiser: MemberRow,
  version: number,
  phase: string,
  objectionsCloseAt: string | null | undefined,
) {
  if (!(CREDIT_PHASES as readonly string[]).includes(phase)) throw invalidField('phase');
  const now = ctx.clock.now();
  let closeAt: Date | null = null;
  if (phase === 'OBJECTIONS') {
    const text = objectionsCloseAt?.trim() ?? '';
    if (!text) throw invalidField('objectionsCloseAt', 'validation.required');
    closeAt = text.length <= 40 ? seoulWallClockToDate(text) : null;
    if (!closeAt) throw invalidField('objectionsCloseAt', 'validation.date');
    if (closeAt.getTime() <= now.getTime()) throw invalidField('objectionsCloseAt', 'credits.closeInFuture');
  }
  const row = await ctx.knex.transaction(async (trx) => {
    const current = await lockSettings(trx);
    if (current.version !== version)
      throw new AppError('CONFLICT', {
        message: 'Another organiser changed the credit phase in the meantime. Reload it and try again.',
      });
    const next = {
      phase: phase as CreditPhase,
      objections_close_at: closeAt ?? current.objections_close_at,
      objections_round:
        phase === 'OBJECTIONS' && current.phase !== 'OBJECTIONS'
          ? current.objections_round + 1
          : current.objections_round,
    };
    const logged = (s: { phase: string; objections_close_at: Date | null }) => ({
      phase: s.phase,
      closeAt:
        s.phase === 'OBJECTIONS' && s.objections_close_at
          ? new Date(s.objections_close_at).toISOString()
          : null,
    });
    if (JSON.stringify(logged(current)) === JSON.stringify(logged(next))) return current;
    const updated = await updateSettings(trx, next, now);
    await insertChanges(trx, [logEntry(organiser, now, 'PHASE', {}, logged(current), logged(next))]);
    return updated;
  });
  return settingsView(ctx, row, lectureWindows(await publishedSessionTimes(ctx.knex)));
}

interface DayKey {
  userId: number;
  schemeId: number;
  day: string;
}

function dayKeyOf(args: { userId: string; schemeId: string; day: string }): DayKey {
  const userId = parseId(args.userId, 'userId');
  const schemeId = parseId(args.schemeId, 'schemeId');
  if (typeof args.day !== 'string' || !realDay(args.day)) throw invalidField('day', 'validation.date');
  return { userId, schemeId, day: args.day };
}

/** The memo of a correction or an answer (@congress/domain's rule, the forms' too), trimmed. */
function checkedMemo(memo: unknown, field = 'memo'): string {
  const result = creditMemoSchema.safeParse(memo);
  if (!result.success) throw invalidField(field, result.error.issues[0]?.message);
  return result.data;
}

/** A day's figures as an organiser sets them (@congress/domain's ranges, the forms' too). */
function checkedFigure(countedMinutes: unknown, points: unknown) {
  const figure = parseInput(creditFigureSchema, { countedMinutes, points });
  return { minutes: figure.countedMinutes, points: figure.points };
}

/** The record of one attendee and scheme, read through the transaction. */
async function recordOf(db: Db, userId: number, schemeId: number): Promise<CreditRecordView | undefined> {
  return (await creditRecords(db, [userId])).find((r) => r.schemeId === String(schemeId));
}

const figureOfDay = (record: CreditRecordView | undefined, day: string) => {
  const found = record?.days.find((d) => d.day === day);
  return { minutes: found?.countedMinutes ?? 0, points: found?.points ?? 0 };
};

/** The attendee and scheme of a correction, checked inside the transaction. */
async function correctionTarget(trx: Knex.Transaction, key: DayKey) {
  const scheme = await requireScheme(trx, key.schemeId);
  if (!Object.hasOwn(scheme.day_points, key.day)) throw invalidField('day', 'credits.notACongressDay');
  const [attendee] = await creditAttendees(trx, [key.userId]);
  if (!attendee) throw invalidField('userId');
  return scheme;
}

async function applyCorrection(
  trx: Knex.Transaction,
  organiser: MemberRow,
  now: Date,
  key: DayKey,
  scheme: SchemeRow,
  figure: { minutes: number; points: number },
  memo: string,
) {
  const before = await recordOf(trx, key.userId, key.schemeId);
  await upsertCorrection(trx, {
    user_id: key.userId,
    scheme_id: key.schemeId,
    day: key.day,
    counted_minutes: figure.minutes,
    points: figure.points,
    memo,
    corrected_by: organiser.id,
    corrected_at: now,
  });
  return logEntry(
    organiser,
    now,
    'CORRECTION',
    { ...schemeSubject(scheme), name: before?.name ?? (await attendeeName(trx, key.userId)), day: key.day },
    figureOfDay(before, key.day),
    figure,
    memo,
  );
}

async function attendeeName(db: Db, userId: number): Promise<string> {
  const [attendee] = await creditAttendees(db, [userId]);
  if (!attendee) return '';
  const latin = [attendee.givenName, attendee.familyName].filter(Boolean).join(' ') || attendee.email;
  return attendee.country === 'KR' && attendee.name_kr?.trim() ? attendee.name_kr.trim() : latin;
}

/** Organisers: a day's figure of an attendee under a scheme, with a memo; logged. */
export async function correctCredit(
  ctx: Deps,
  organiser: MemberRow,
  args: {
    userId: string;
    schemeId: string;
    day: string;
    countedMinutes: number;
    points: number;
    memo: string;
  },
): Promise<CreditRecordView> {
  const key = dayKeyOf(args);
  const figure = checkedFigure(args.countedMinutes, args.points);
  const memo = checkedMemo(args.memo);
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    const scheme = await correctionTarget(trx, key);
    await insertChanges(trx, [await applyCorrection(trx, organiser, now, key, scheme, figure, memo)]);
    return (await recordOf(trx, key.userId, key.schemeId)) as CreditRecordView;
  });
}

/** Organisers: the computed figure applies again; logged with a memo. */
export async function clearCreditCorrection(
  ctx: Deps,
  organiser: MemberRow,
  args: { userId: string; schemeId: string; day: string; memo: string },
): Promise<CreditRecordView> {
  const key = dayKeyOf(args);
  const memo = checkedMemo(args.memo);
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    const scheme = await requireScheme(trx, key.schemeId);
    const dbKey = { user_id: key.userId, scheme_id: key.schemeId, day: key.day };
    const existing = await findCorrection(trx, dbKey);
    if (!existing) throw new AppError('NOT_FOUND');
    const name = await attendeeName(trx, key.userId);
    await deleteCorrection(trx, dbKey);
    const after = await recordOf(trx, key.userId, key.schemeId);
    await insertChanges(trx, [
      logEntry(
        organiser,
        now,
        'CORRECTION_CLEARED',
        { ...schemeSubject(scheme), name, day: key.day },
        { minutes: existing.counted_minutes, points: existing.points },
        figureOfDay(after, key.day),
        memo,
      ),
    ]);
    if (after) return after;
    // The attendee no longer has a record under the scheme (no scan): an empty one.
    const [attendee] = await creditAttendees(trx, [key.userId]);
    return emptyRecord(key, attendee ? name : '', attendee?.email ?? '', attendee?.registration_id ?? 0);
  });
}

function emptyRecord(key: DayKey, name: string, email: string, registrationId: number): CreditRecordView {
  return {
    userId: String(key.userId),
    registrationId: String(registrationId),
    name,
    email,
    licence: null,
    schemeId: String(key.schemeId),
    days: [],
    totalMinutes: 0,
    totalPoints: 0,
    eligible: false,
    flags: [],
    attendee: {
      userId: key.userId,
      registrationId,
      latinName: name,
      koreanName: null,
      name,
      email,
      licence: null,
      country: null,
    },
  };
}

/**
 * Members, while objections are open: disputes a day of a scheme (one open objection per scheme and
 * day). Any member may, attendee or not: a badge never scanned leaves no record to point at.
 */
export async function fileCreditObjection(
  ctx: Deps,
  member: MemberRow,
  args: { schemeId: string; day: string; message: string },
) {
  const schemeId = parseId(args.schemeId, 'schemeId');
  if (typeof args.day !== 'string' || !realDay(args.day)) throw invalidField('day', 'validation.date');
  const { message } = parseInput(creditObjectionSchema, { message: args.message });
  const now = ctx.clock.now();
  const key = { user_id: member.id, scheme_id: schemeId, day: args.day };
  try {
    const row = await ctx.knex.transaction(async (trx) => {
      const settings = await lockSettings(trx);
      if (!objectionsOpen(settings, now)) throw invalidField('phase', 'credits.objectionsClosed');
      const scheme = await requireScheme(trx, schemeId);
      if (!Object.hasOwn(scheme.day_points, args.day)) throw invalidField('day', 'credits.notACongressDay');
      if (await openObjection(trx, key)) throw invalidField('day', 'credits.objectionOpen');
      const inserted = await insertObjection(trx, { ...key, message, created_at: now });
      await insertChanges(trx, [
        logEntry(
          member,
          now,
          'OBJECTION_FILED',
          { ...schemeSubject(scheme), name: await attendeeName(trx, member.id), day: args.day },
          null,
          null,
          message.slice(0, CREDIT_MEMO_MAX),
        ),
      ]);
      return inserted;
    });
    const [view] = await objectionViews(ctx.knex, [row]);
    return view!;
  } catch (error) {
    // The same objection sent twice at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw invalidField('day', 'credits.objectionOpen');
    throw error;
  }
}

/** Organisers: answers an objection; accepting with a figure corrects the day in the same transaction. */
export async function resolveCreditObjection(
  ctx: Deps,
  organiser: MemberRow,
  args: { id: string; accept: boolean; memo: string; countedMinutes?: number | null; points?: number | null },
) {
  const id = parseId(args.id, 'id');
  const memo = checkedMemo(args.memo);
  const corrects = args.accept && (args.countedMinutes != null || args.points != null);
  const now = ctx.clock.now();
  const row = await ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    const objection = await objectionForUpdate(trx, id);
    if (!objection) throw new AppError('NOT_FOUND');
    if (objection.status !== 'OPEN') throw invalidField('id', 'credits.objectionAnswered');
    const key = { userId: objection.user_id, schemeId: objection.scheme_id, day: objection.day };
    const scheme = await requireScheme(trx, objection.scheme_id);
    const entries: ChangeValues[] = [];
    const name = await attendeeName(trx, objection.user_id);
    if (corrects) {
      // A member without a paid or free registration may object (a badge never scanned), but
      // only an attendee's day can be corrected.
      if (!(await creditAttendees(trx, [objection.user_id])).length)
        throw invalidField('id', 'credits.noCredits');
      const current = figureOfDay(await recordOf(trx, key.userId, key.schemeId), key.day);
      const figure = checkedFigure(args.countedMinutes ?? current.minutes, args.points ?? current.points);
      if (!Object.hasOwn(scheme.day_points, key.day)) throw invalidField('day', 'credits.notACongressDay');
      entries.push(await applyCorrection(trx, organiser, now, key, scheme, figure, memo));
    }
    const status = args.accept ? 'ACCEPTED' : 'REJECTED';
    const resolved = await resolveObjectionRow(trx, id, {
      status,
      resolution_memo: memo,
      resolved_by: organiser.id,
      resolved_at: now,
    });
    entries.push(
      logEntry(
        organiser,
        now,
        args.accept ? 'OBJECTION_ACCEPTED' : 'OBJECTION_REJECTED',
        { ...schemeSubject(scheme), name, day: key.day },
        { status: 'OPEN' },
        { status },
        memo,
      ),
    );
    await insertChanges(trx, entries);
    return resolved;
  });
  const [view] = await objectionViews(ctx.knex, [row]);
  return view!;
}

// The expected-credit mail --------------------------------------------------------------------------

/** One line per scheme and day, and the totals, in the mail's language. */
export function mailTexts(
  records: readonly CreditRecordView[],
  schemes: readonly SchemeRow[],
  locale: Locale,
): { days: string; totals: string } {
  const days: string[] = [];
  const totals: string[] = [];
  for (const record of records) {
    if (!record.days.length) continue;
    const scheme = schemes.find((s) => String(s.id) === record.schemeId);
    const name = scheme ? (locale === 'ko' ? scheme.name_ko : scheme.name_en) : '';
    if (days.length) days.push('');
    days.push(name);
    for (const day of record.days) days.push(explanationIn(day.explain, locale));
    totals.push(
      `${name}: ${figureIn({ minutes: record.totalMinutes, points: record.totalPoints }, locale, 'long')}`,
    );
  }
  return { days: days.join('\n'), totals: totals.join('\n') };
}

const MAIL_SKIPPED = Symbol('skipped');

/**
 * Queues the expected-credits mail to every counted attendee not yet mailed in this OBJECTIONS
 * round, each in a transaction of its own (its mark in credit_mails and its mail commit
 * together): a second call, or two organisers at once, mail nobody twice. Returns how many were queued.
 */
export async function sendExpectedCreditMails(
  ctx: Deps & Pick<AppDeps, 'mail' | 'config'>,
  organiser: MemberRow,
): Promise<number> {
  const settings = await readSettings(ctx.knex);
  if (settings.phase !== 'OBJECTIONS' || !settings.objections_close_at)
    throw invalidField('phase', 'credits.notOpenPhase');
  const round = settings.objections_round;
  const closeAt = settings.objections_close_at;
  const [records, schemes, mailed] = await Promise.all([
    creditRecords(ctx.knex),
    allSchemes(ctx.knex),
    mailedUserIds(ctx.knex, round),
  ]);
  const done = new Set(mailed);
  const byUser = new Map<number, CreditRecordView[]>();
  for (const record of records) {
    if (!record.days.length) continue;
    const userId = record.attendee.userId;
    if (done.has(userId)) continue;
    byUser.set(userId, [...(byUser.get(userId) ?? []), record]);
  }
  const members = new Map(
    (await findMembersByIds(ctx.knex, [...byUser.keys()])).map((member) => [member.id, member]),
  );
  const url = `${siteUrl(ctx)}${MY_CREDITS_PATH}`;
  let queued = 0;
  for (const [userId, userRecords] of byUser) {
    const member = members.get(userId);
    if (!member || member.delete || member.blocked) continue;
    const locale = readerLocale(member);
    const texts = mailTexts(userRecords, schemes, locale);
    const close = `${dateToSeoulWallClock(closeAt).replace('T', ' ')} ${koreaTime(locale)}`;
    try {
      await ctx.knex.transaction(async (trx) => {
        if (!(await markMailed(trx, userId, round, ctx.clock.now()))) throw MAIL_SKIPPED;
        const mailId = await queueTemplatedMail(trx, ctx, {
          type: 'CREDITS_EXPECTED',
          to: member.email,
          locale,
          values: {
            ...member,
            credit_days: texts.days,
            credit_totals: texts.totals,
            objections_close: close,
            myCreditsUrl: url,
          },
          // Made by the server (times like 08:30 stay readable; scheme names are the organisers').
          trusted: ['myCreditsUrl', 'credit_days', 'credit_totals', 'objections_close'],
        });
        // Not sent (automatic sending off, the recipient's hourly limit): not marked, a later call tries again.
        if (mailId === null) throw MAIL_SKIPPED;
        await setMailId(trx, userId, round, mailId);
      });
      queued += 1;
    } catch (error) {
      if (error !== MAIL_SKIPPED) throw error;
    }
  }
  if (queued > 0) {
    const now = ctx.clock.now();
    await ctx.knex.transaction((trx) =>
      insertChanges(trx, [logEntry(organiser, now, 'MAILS_QUEUED', {}, null, { count: queued })]),
    );
  }
  return queued;
}

// Exports and certificates ----------------------------------------------------------------------------

/** The phase rules of the downloads. */
export async function requireFinal(ctx: Deps): Promise<void> {
  const settings = await readSettings(ctx.knex);
  if (settings.phase !== 'FINAL') throw invalidField('phase', 'credits.notFinal');
}

/**
 * The scheme of the KMA report: the one asked for, which must be marked as reporting to KMA
 * (`credits.notKmaScheme`), else the first that is.
 */
export async function kmaScheme(ctx: Deps, id: unknown): Promise<SchemeRow> {
  if (id !== undefined && id !== '') {
    const scheme = await requireScheme(ctx.knex, parseId(id, 'scheme'));
    if (!scheme.reports_to_kma) throw invalidField('scheme', 'credits.notKmaScheme');
    return scheme;
  }
  const scheme = (await allSchemes(ctx.knex)).find((s) => s.reports_to_kma);
  if (!scheme) throw new AppError('NOT_FOUND');
  return scheme;
}

/** The member's certificate content, when available. */
export async function memberCertificate(ctx: Deps, member: MemberRow) {
  const settings = await readSettings(ctx.knex);
  if (!certificateAvailable(settings, ctx.clock.now()))
    throw invalidField('phase', 'credits.certificateNotYet');
  const [records, schemes] = await Promise.all([creditRecords(ctx.knex, [member.id]), allSchemes(ctx.knex)]);
  const own = records.filter((r) => r.days.length > 0);
  if (!own.length) throw invalidField('user', 'credits.noCredits');
  return { records: own, schemes };
}

/** Every counted attendee's records (phase FINAL), grouped per attendee. */
export async function allCertificates(ctx: Deps) {
  await requireFinal(ctx);
  const [records, schemes] = await Promise.all([creditRecords(ctx.knex), allSchemes(ctx.knex)]);
  const byUser = new Map<number, CreditRecordView[]>();
  for (const record of records) {
    if (!record.days.length) continue;
    byUser.set(record.attendee.userId, [...(byUser.get(record.attendee.userId) ?? []), record]);
  }
  return { attendees: [...byUser.values()], schemes };
}
