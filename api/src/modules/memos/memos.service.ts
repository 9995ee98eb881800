// Organisers' notes (spec §3 MemoList: relationId, type, contents, lastLog) on a registration,
// payment, member, sponsor or abstract. The row noted must exist; lastLog says who wrote or
// changed the note last, and when.
import type { RequestContext } from '../../context';
import { AppError, validationError } from '../../errors';
import type { MemberRow } from '../members/members.service';

export const MEMO_TABLES = {
  USER: 'users',
  REGISTRATION: 'registration_lists',
  PAY: 'pays',
  SPONSOR: 'sponsors',
  ABSTRACT: 'abstracts',
} as const;
export type MemoType = keyof typeof MEMO_TABLES;
export const MAX_MEMO_LENGTH = 2000;

function checkedContents(contents: string): string {
  const text = contents.trim();
  if (!text) throw validationError([{ field: 'contents', code: 'validation.required' }]);
  if (text.length > MAX_MEMO_LENGTH)
    throw validationError([{ field: 'contents', code: 'validation.tooLong' }]);
  return text;
}

const lastLog = (organiser: MemberRow, now: Date) => `${organiser.email} ${now.toISOString()}`;

export const memoList = (ctx: RequestContext, relationId: number, type: MemoType) =>
  ctx.knex('memo_lists').where({ relationId, type }).orderBy('id').limit(500);

export async function createMemo(
  ctx: RequestContext,
  organiser: MemberRow,
  input: { relationId: number; type: MemoType; contents: string },
) {
  const contents = checkedContents(input.contents);
  const target = await ctx.knex(MEMO_TABLES[input.type]).where({ id: input.relationId }).first('id');
  if (!target) throw validationError([{ field: 'relationId', code: 'validation.invalid' }]);
  const now = ctx.clock.now();
  const [row] = await ctx
    .knex('memo_lists')
    .insert({
      relationId: input.relationId,
      type: input.type,
      contents,
      lastLog: lastLog(organiser, now),
      created_by: organiser.id,
      created_at: now,
      updated_at: now,
    })
    .returning('*');
  return row;
}

export async function updateMemo(ctx: RequestContext, organiser: MemberRow, id: number, contents: string) {
  const text = checkedContents(contents);
  const now = ctx.clock.now();
  const [row] = await ctx
    .knex('memo_lists')
    .where({ id })
    .update({ contents: text, lastLog: lastLog(organiser, now), updated_at: now })
    .returning('*');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
