// The organisers' page of the access record (issue 39 §3): the record as a list of the list kit
// (its export asks a reason and is recorded like any other), and the monthly check: a month's
// unusual patterns (bulk downloads, night-time access in Korea time, one organiser reading many
// members), and the checks organisers recorded for it (개인정보의 안전성 확보조치 기준 Art. 8(2)).
import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { TIME_ZONE } from '@congress/domain';
import { ACCESS_CHECK_NOTE_MAX, ACCESS_CHECK_RULES } from '@congress/domain/lists';
import type { RequestContext } from '../../context';
import { invalidField } from '../../errors';
import { runList, type ListArgs } from '../../lists/query';
import type { MemberRow } from '../../db/rows';
import { ACCESS_RECORD_LIST_DEFINITION } from './accessRecord.list';
import {
  actorFigures,
  bulkRowsOf,
  checksOfMonth,
  insertCheck,
  nightRowsOf,
  periodTotals,
  type AccessCheckRow,
  type AccessRow,
} from './accessRecord.repository';

export const listAccessRecords = (ctx: RequestContext, args: ListArgs) =>
  runList<AccessRow>(ACCESS_RECORD_LIST_DEFINITION, ctx, args);

/** A month as YYYY-MM (accessRecord.month otherwise). */
function parseMonth(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < '2000-01')
    throw invalidField('month', 'accessRecord.month');
  return month;
}

/** A check's note: text, trimmed, 1 to ACCESS_CHECK_NOTE_MAX characters (accessRecord.noteRequired otherwise). */
function parseNote(note: string): string {
  const text = note.trim();
  if (!text || text.length > ACCESS_CHECK_NOTE_MAX || text.includes('\u0000'))
    throw invalidField('note', 'accessRecord.noteRequired');
  return text;
}

/** A month's first instant and the next month's, Korea time. */
function monthPeriod(month: string) {
  const start = DateTime.fromISO(`${month}-01`, { zone: TIME_ZONE }).startOf('month');
  return { from: start.toJSDate(), to: start.plus({ months: 1 }).toJSDate() };
}

/** Rows of a month the page lists under "bulk downloads" and "night-time access" (the newest). */
const SHOWN_ROWS = 50;

/** The figures of a month (what the check looks at and keeps with it). */
async function monthFigures(knex: Knex, month: string) {
  const period = monthPeriod(month);
  const rules = ACCESS_CHECK_RULES;
  const [totals, bulk, night, actors] = await Promise.all([
    periodTotals(knex, period, rules),
    bulkRowsOf(knex, period, rules.bulkRows, SHOWN_ROWS),
    nightRowsOf(knex, period, rules, SHOWN_ROWS),
    actorFigures(knex, period, rules),
  ]);
  return {
    month,
    ...period,
    records: totals.records,
    bulkCount: totals.bulk,
    nightCount: totals.night,
    bulk,
    night,
    actors: actors.map((actor) => ({ ...actor, manyMembers: actor.members >= rules.manyMembers })),
  };
}

/** Organisers (the resolver checks): a month's figures and its checks. */
export async function accessRecordMonth(ctx: RequestContext, month: string) {
  const checked = parseMonth(month);
  const [figures, checks] = await Promise.all([
    monthFigures(ctx.knex, checked),
    checksOfMonth(ctx.knex, checked),
  ]);
  return { ...figures, checks };
}

/** Records that an organiser checked a month's record (with the figures they saw, and a note). */
export async function recordAccessRecordCheck(
  ctx: RequestContext,
  organiser: MemberRow,
  input: { month: string; note: string },
): Promise<AccessCheckRow> {
  const parsed = { month: parseMonth(input.month), note: parseNote(input.note) };
  const figures = await monthFigures(ctx.knex, parsed.month);
  return insertCheck(ctx.knex, {
    month: parsed.month,
    checked_at: ctx.clock.now(),
    checked_by_id: organiser.id,
    checked_by_email: organiser.email,
    checked_by_name: [organiser.givenName, organiser.familyName].filter(Boolean).join(' '),
    note: parsed.note,
    figures: {
      records: figures.records,
      bulkCount: figures.bulkCount,
      nightCount: figures.nightCount,
      actors: figures.actors,
    },
  });
}
