import type { Resolvers } from '../../generated/resolvers-types';
import { parseId } from '../../graphql/inputs';
import { currentUser, requireOrganiser } from '../auth/guards';
import type { FileRow } from '../files/files.repository';
import { neighbourPost } from './newsAndNotices.repository';
import {
  allPostTitles,
  countPostView,
  createPost,
  deletePosts,
  findPost,
  isViewOnly,
  listPosts,
  updatePost,
} from './newsAndNotices.service';

// Reading is public (spec §6); writing is the organisers', except one view (an input of viewCount alone).
export const newsAndNoticesResolvers: Resolvers = {
  Query: {
    newsAndNotices: (_p, args, ctx) => listPosts(ctx, args),
    newsAndNotice: (_p, { id }, ctx) => findPost(ctx, parseId(id)),
    allNewsNoticeLists: (_p, _args, ctx) => allPostTitles(ctx),
  },
  Mutation: {
    createNewsAndNotice: (_p, { input }, ctx) => createPost(ctx, requireOrganiser(ctx), input),
    updateNewsAndNotice: (_p, { id, input }, ctx) => {
      if (isViewOnly(input)) {
        currentUser(ctx); // anyone, but a refused token still answers its code
        return countPostView(ctx, parseId(id));
      }
      requireOrganiser(ctx);
      return updatePost(ctx, parseId(id), input);
    },
    deleteMultipleBbs: async (_p, { ids }, ctx) => {
      requireOrganiser(ctx);
      return { ok: true, affected: await deletePosts(ctx, ids) };
    },
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
