// SQL of the news_and_notices table (the bulletin: notices, news, gallery, downloads).
import type { Knex } from 'knex';
import type { NewsAndNoticesTable } from '../../generated/tables';

/** A row of news_and_notices, typed from the migrated schema (api/src/generated/tables.ts). */
export type NewsRow = NewsAndNoticesTable;

export type NewsValues = Pick<
  NewsRow,
  'title' | 'content' | 'type' | 'created_name' | 'gallery_main' | 'attachment_ids'
>;

export const livePosts = (knex: Knex) => knex('news_and_notices').where('news_and_notices.delete', false);

export const findLivePost = async (knex: Knex, id: number): Promise<NewsRow | null> =>
  (await livePosts(knex).where({ id }).first()) ?? null;

export async function insertPost(knex: Knex, values: NewsValues): Promise<NewsRow> {
  const [row] = await knex('news_and_notices').insert(values).returning('*');
  return row!;
}

export async function updateLivePost(
  knex: Knex,
  id: number,
  values: Partial<NewsValues & Pick<NewsRow, 'viewCount'>>,
  now: Date,
): Promise<NewsRow | undefined> {
  const [row] = await livePosts(knex)
    .where({ id })
    .update({ ...values, updated_at: now })
    .returning('*');
  return row;
}

/** One more view, atomically (concurrent readers each count). */
export async function incrementViews(knex: Knex, id: number): Promise<NewsRow | undefined> {
  const [row] = await livePosts(knex)
    .where({ id })
    .update({ viewCount: knex.raw('"viewCount" + 1') })
    .returning('*');
  return row;
}

export const softDeletePosts = (knex: Knex, ids: readonly number[]): Promise<number> =>
  livePosts(knex).whereIn('id', ids).update({ delete: true });

/** The live post of the same type just older (previous) or newer (next) than this one. */
export const neighbourPost = (
  knex: Knex,
  post: NewsRow,
  which: 'previous' | 'next',
): Promise<NewsRow | undefined> => {
  const op = which === 'previous' ? '<' : '>';
  const dir = which === 'previous' ? 'desc' : 'asc';
  return (
    livePosts(knex)
      .where({ type: post.type })
      // The post's own stored created_at (microseconds; a JS Date keeps milliseconds only).
      .whereRaw(`(created_at, id) ${op} (select n.created_at, n.id from news_and_notices n where n.id = ?)`, [
        post.id,
      ])
      .orderBy([
        { column: 'created_at', order: dir },
        { column: 'id', order: dir },
      ])
      .first()
  );
};

const newestFirst = (q: Knex.QueryBuilder) =>
  q.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);

/** The news and notices (the spec's `allNewsNoticeLists`: download-centre posts are not among them). */
export const titlesOfLivePosts = (knex: Knex, limit: number): Promise<NewsRow[]> =>
  newestFirst(livePosts(knex).whereNot({ type: 'DOWNLOAD' })).limit(limit);
