// Organisers' notes (spec §3 MemoList: relationId, type, contents, lastLog) on a registration,
// payment, member, sponsor or abstract. The row noted must exist; lastLog says who wrote or
// changed the note last, and when.
import type { RequestContext } from '../../context';
import { AppError, validationError } from '../../errors';
import type { Knex } from 'knex';
import { findAbstract } from '../abstracts/abstracts.service';
import { findMemberById, type MemberRow } from '../members/members.lookup';
import { findPay } from '../pays/pays.lookup';
import { findRegistration } from '../registrations/registrations.service';
import { findSponsorRow } from '../sponsors/sponsors.service';
import { insertMemo, memosOf, updateMemoRow } from './memos.repository';

// The row a memo notes, asked of the module owning its table (deleted rows too: a note may
// explain why a row was deleted).
const MEMO_TARGETS = {
  USER: findMemberById,
  REGISTRATION: findRegistration,
  PAY: findPay,
  SPONSOR: findSponsorRow,
  ABSTRACT: findAbstract,
} satisfies Record<string, (knex: Knex, id: number) => Promise<unknown>>;
export type MemoType = keyof typeof MEMO_TARGETS;
export const MAX_MEMO_LENGTH = 2000;

function checkedContents(contents: string): string {
  const text = contents.trim();
  if (!text) throw validationError([{ field: 'contents', code: 'validation.required' }]);
  if (text.length > MAX_MEMO_LENGTH)
    throw validationError([{ field: 'contents', code: 'validation.tooLong' }]);
  return text;
}

/** Who wrote or changed a note last, and when. */
export const lastLog = (organiser: MemberRow, now: Date) => `${organiser.email} ${now.toISOString()}`;

export const memoList = (ctx: RequestContext, relationId: number, type: MemoType) =>
  memosOf(ctx.knex, relationId, type);

/** A note written by the system on an organiser's action (payment actions), in its transaction. */
export const noteAction = (
  knex: Knex,
  organiser: MemberRow,
  target: { relationId: number; type: MemoType },
  contents: string,
  now: Date,
) =>
  insertMemo(knex, { ...target, contents, lastLog: lastLog(organiser, now), created_by: organiser.id }, now);

export async function createMemo(
  ctx: RequestContext,
  organiser: MemberRow,
  input: { relationId: number; type: MemoType; contents: string },
) {
  const contents = checkedContents(input.contents);
  const target = await MEMO_TARGETS[input.type](ctx.knex, input.relationId);
  if (!target) throw validationError([{ field: 'relationId', code: 'validation.invalid' }]);
  return noteAction(ctx.knex, organiser, input, contents, ctx.clock.now());
}

export async function updateMemo(ctx: RequestContext, organiser: MemberRow, id: number, contents: string) {
  const text = checkedContents(contents);
  const now = ctx.clock.now();
  const row = await updateMemoRow(ctx.knex, id, { contents: text, lastLog: lastLog(organiser, now) }, now);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
