// News and notices (the bulletin). Reading is public; organisers write. The one public write is a
// view: updateNewsAndNotice with only viewCount adds one view (docs/decisions.md, "News, notices
// and popups"). Content is sanitised (richText.ts) before it is stored.
import { z } from 'zod';
import { NEWS_AND_NOTICE_TYPES } from '@congress/domain';
import { postDraftProblems, postInputSchema, postUpdateSchema } from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { RequestContext } from '../../context';
import { AppError, invalidField, parseInput, validationError } from '../../errors';
import { parseId, parseIds } from '../../graphql/inputs';
import { runList, type ListArgs } from '../../lists/query';
import { sanitizeRichText } from '../../richText';
import { filesOfUse } from '../files/files.lookup';
import type { MemberRow } from '../members/members.service';
import { NEWS_LIST_DEFINITION } from './newsAndNotices.list';
import {
  findLivePost,
  incrementViews,
  insertPost,
  titlesOfLivePosts,
  softDeletePosts,
  updateLivePost,
  type NewsRow,
  type NewsValues,
} from './newsAndNotices.repository';

export type { NewsRow } from './newsAndNotices.repository';

/** allNewsNoticeLists returns at most this many posts. */
export const ALL_NEWS_LIMIT = 500;

const types = z
  .array(z.enum(NEWS_AND_NOTICE_TYPES, 'validation.invalid'))
  .max(NEWS_AND_NOTICE_TYPES.length * 2);

/**
 * Public: live posts, filtered, sorted and paged by the list kit. The spec's type list and type
 * exclusion narrow the base query; the other filters are the list's own.
 */
export function listPosts(ctx: RequestContext, args: ListArgs) {
  const { type, type_ne, ...filter } = (args.filter ?? {}) as Record<string, unknown>;
  const only = parseInput(z.object({ type: types.nullish() }), { type }).type;
  const except = parseInput(z.object({ type_ne: types.nullish() }), { type_ne }).type_ne;
  return runList<NewsRow>(
    {
      ...NEWS_LIST_DEFINITION,
      guard: () => undefined,
      baseQuery: (c) => {
        const q = NEWS_LIST_DEFINITION.baseQuery(c);
        if (only?.length) q.whereIn('news_and_notices.type', only);
        if (except?.length) q.whereNotIn('news_and_notices.type', except);
        return q;
      },
    },
    ctx,
    { ...args, filter },
  );
}

export const findPost = (ctx: RequestContext, id: number) => findLivePost(ctx.knex, id);

export const allPostTitles = (ctx: RequestContext) => titlesOfLivePosts(ctx.knex, ALL_NEWS_LIMIT);

/** An uploaded file of the given use, or a field error. */
async function checkedFile(knex: Knex, id: unknown, use: string, field: string): Promise<number> {
  const fileId = parseId(id, field);
  const [file] = await filesOfUse(knex, [fileId], use);
  if (file === undefined) throw invalidField(field);
  return fileId;
}

/** The organiser's display name: given and family name, else the Korean name, else the e-mail. */
export const authorOf = (user: MemberRow): string => {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return (
    [text(user.givenName), text(user.familyName)].filter(Boolean).join(' ') ||
    text(user.name_kr) ||
    user.email
  );
};

/** The rules every saved post keeps (the schema's), on the post as it will be stored. */
function checkDraft(draft: Pick<NewsValues, 'type' | 'content' | 'gallery_main'>) {
  const problems = postDraftProblems(draft);
  if (problems.length) throw validationError(problems);
}

async function fileFields(knex: Knex, input: z.infer<typeof postUpdateSchema>) {
  const values: Partial<NewsValues> = {};
  if (input.gallery_main !== undefined)
    values.gallery_main =
      input.gallery_main === null
        ? null
        : await checkedFile(knex, input.gallery_main, 'galleryMain', 'gallery_main');
  if (input.attachments !== undefined) {
    const ids = [...new Set(parseIds(input.attachments ?? [], 'attachments'))];
    for (const [index, id] of ids.entries())
      await checkedFile(knex, id, 'bbsAttachment', `attachments.${index}`);
    values.attachment_ids = ids;
  }
  return values;
}

export async function createPost(ctx: RequestContext, organiser: MemberRow, raw: unknown): Promise<NewsRow> {
  const input = parseInput(postInputSchema, raw);
  const values: NewsValues = {
    title: input.title,
    content: sanitizeRichText(input.content),
    type: input.type,
    created_name: input.created_name || authorOf(organiser),
    gallery_main: null,
    attachment_ids: [],
    ...(await fileFields(ctx.knex, input)),
  };
  checkDraft(values);
  return insertPost(ctx.knex, values);
}

/** True when the input holds viewCount and nothing else (a reader's view). */
export const isViewOnly = (raw: unknown) => {
  if (!raw || typeof raw !== 'object') return false;
  const given = Object.entries(raw).filter(([, value]) => value !== undefined);
  return given.length === 1 && given[0]?.[0] === 'viewCount' && typeof given[0][1] === 'number';
};

/**
 * A reader's view (an input of viewCount alone, whoever sends it): one more, the number sent is
 * not trusted (an organiser reading the public page counts as a reader).
 */
export async function countPostView(ctx: RequestContext, id: number): Promise<NewsRow> {
  const row = await incrementViews(ctx.knex, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Organisers (the resolver guards). */
export async function updatePost(ctx: RequestContext, id: number, raw: unknown): Promise<NewsRow> {
  const input = parseInput(postUpdateSchema, raw);
  return ctx.knex.transaction(async (trx) => {
    const current = await findLivePost(trx, id);
    if (!current) throw new AppError('NOT_FOUND');
    const values: Partial<NewsValues & Pick<NewsRow, 'viewCount'>> = await fileFields(trx, input);
    if (input.title !== undefined && input.title !== null) values.title = input.title;
    if (input.content !== undefined && input.content !== null)
      values.content = sanitizeRichText(input.content);
    if (input.type) values.type = input.type;
    if (input.created_name !== undefined) values.created_name = input.created_name || current.created_name;
    if (input.viewCount !== undefined && input.viewCount !== null) values.viewCount = input.viewCount;
    checkDraft({ ...current, ...values });
    const row = await updateLivePost(trx, id, values, ctx.clock.now());
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
}

/** Organisers (the resolver guards). */
export function deletePosts(ctx: RequestContext, ids: unknown[]): Promise<number> {
  const parsed = parseIds(ids);
  if (!parsed.length) throw validationError([{ field: 'ids', code: 'validation.required' }]);
  return softDeletePosts(ctx.knex, parsed);
}
