import type { Resolvers } from '../../generated/resolvers-types';
import { parseId } from '../../graphql/inputs';
import type { FileRow } from '../files/files.repository';
import { neighbourPost } from './newsAndNotices.repository';
import {
  allPostTitles,
  createPost,
  deletePosts,
  findPost,
  listPosts,
  updatePost,
} from './newsAndNotices.service';

// Reading is public (spec §6); writing is the organisers', except one view (service: updatePost).
export const newsAndNoticesResolvers: Resolvers = {
  Query: {
    newsAndNotices: (_p, args, ctx) => listPosts(ctx, args),
    newsAndNotice: (_p, { id }, ctx) => findPost(ctx, parseId(id)),
    allNewsNoticeLists: (_p, _args, ctx) => allPostTitles(ctx),
  },
  Mutation: {
    createNewsAndNotice: (_p, { input }, ctx) => createPost(ctx, input),
    updateNewsAndNotice: (_p, { id, input }, ctx) => updatePost(ctx, parseId(id), input),
    deleteMultipleBbs: async (_p, { ids }, ctx) => ({ ok: true, affected: await deletePosts(ctx, ids) }),
  },
  NewsAndNotice: {
    gallery_main: (post, _args, ctx) =>
      post.gallery_main ? ctx.loaders.fileById.load(post.gallery_main) : null,
    attachments: async (post, _args, ctx) =>
      (await ctx.loaders.fileById.loadMany(post.attachment_ids ?? [])).filter(
        (file): file is FileRow => file !== null && !(file instanceof Error),
      ),
    previous: (post, _args, ctx) => neighbourPost(ctx.knex, post, 'previous').then((row) => row ?? null),
    next: (post, _args, ctx) => neighbourPost(ctx.knex, post, 'next').then((row) => row ?? null),
  },
};
