// CME credits (issue 26 §3–§4; docs/decisions.md "CME credits: the process"): organisers correct an attendee's day
// under a scheme, with a memo, or clear the correction (the computed figure applies again).
// Every write runs in one transaction that first locks the settings row (so phase changes,
// corrections and objections serialise) and logs what it did to credit_changes (credits.log.ts).
import { creditFigureSchema, creditMemoSchema } from '@congress/domain/validation';
import type { Knex } from 'knex';
import { AppError, invalidField, parseInput } from '../../errors';
import { parseId } from '../../graphql/inputs';
import type { MemberRow } from '../members/members.lookup';
import { creditAttendees } from '../registrations/registrations.lookup';
import type { CreditRecordView } from './credits.compute';
import { logEntry, schemeSubject } from './credits.log';
import { attendeeName, figureOfDay, realDay, recordOf, requireScheme, type Deps } from './credits.records';
import {
  deleteCorrection,
  findCorrection,
  insertChanges,
  lockSettings,
  upsertCorrection,
  type SchemeRow,
} from './credits.repository';

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
export function checkedMemo(memo: unknown, field = 'memo'): string {
  const result = creditMemoSchema.safeParse(memo);
  if (!result.success) throw invalidField(field, result.error.issues[0]?.message);
  return result.data;
}

/** A day's figures as an organiser sets them (@congress/domain's ranges, the forms' too). */
export function checkedFigure(countedMinutes: unknown, points: unknown) {
  const figure = parseInput(creditFigureSchema, { countedMinutes, points });
  return { minutes: figure.countedMinutes, points: figure.points };
}
/** The attendee and scheme of a correction, checked inside the transaction. */
async function correctionTarget(trx: Knex.Transaction, key: DayKey) {
  const scheme = await requireScheme(trx, key.schemeId);
  if (!Object.hasOwn(scheme.day_points, key.day)) throw invalidField('day', 'credits.notACongressDay');
  const [attendee] = await creditAttendees(trx, [key.userId]);
  if (!attendee) throw invalidField('userId');
  return scheme;
}

/** Writes the correction; returns its log entry (the caller logs it with the others of its transaction). */
export async function applyCorrection(
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
