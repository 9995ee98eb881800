// CME credits (issue 26 §3–§4; docs/decisions.md "CME credits: the process"): members object to a day's figure while
// the objection period is open, and read their credits; organisers answer the objections.
// Every write runs in one transaction that first locks the settings row (so phase changes,
// corrections and objections serialise) and logs what it did to credit_changes (credits.log.ts).
import { CREDIT_OBJECTION_STATUSES } from '@congress/domain';
import { CREDIT_MEMO_MAX, creditObjectionSchema } from '@congress/domain/validation';
import { AppError, invalidField, parseInput } from '../../errors';
import { parseId } from '../../graphql/inputs';
import { findMembersByIds, type MemberRow } from '../members/members.lookup';
import { creditAttendees } from '../registrations/registrations.lookup';
import type { CreditRecordView } from './credits.compute';
import { logEntry, schemeSubject } from './credits.log';
import {
  attendeeName,
  creditRecords,
  figureOfDay,
  pageOf,
  realDay,
  recordOf,
  requireScheme,
  type Db,
  type Deps,
} from './credits.records';
import {
  allSchemes,
  insertChanges,
  insertObjection,
  listObjections,
  lockSettings,
  objectionForUpdate,
  objectionsOf,
  openObjection,
  readSettings,
  resolveObjectionRow,
  type ChangeValues,
  type ObjectionRow,
  type SchemeRow,
} from './credits.repository';
import { applyCorrection, checkedFigure, checkedMemo } from './creditCorrections.service';
import { certificateAvailable, objectionsOpen } from './creditPhase.service';
import { schemeView } from './creditSchemes.service';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

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
  const status = args.status == null ? null : CREDIT_OBJECTION_STATUSES.find((s) => s === args.status);
  if (status === undefined) throw invalidField('status');
  const { from, size } = pageOf(args.start, args.limit);
  const { count, rows } = await listObjections(ctx.knex, status, from, size);
  return { count, rows: await objectionViews(ctx.knex, rows) };
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
