import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';

const fileOf = (ctx: GraphQLContext, id: number | null) =>
  id == null ? null : ctx.loaders.fileById.load(id);

export const speakersResolvers: Resolvers = {
  Speaker: {
    user: async (speaker, _args, ctx) => {
      const user = await ctx.loaders.memberById.load(speaker.user_id);
      if (!user) throw new Error(`speaker ${speaker.id} has no user`);
      return user;
    },
    file_cv: (speaker, _args, ctx) => fileOf(ctx, speaker.file_cv),
    file_photo: (speaker, _args, ctx) => fileOf(ctx, speaker.file_photo),
    file_lecture: (speaker, _args, ctx) => fileOf(ctx, speaker.file_lecture),
    file_presentation: (speaker, _args, ctx) => fileOf(ctx, speaker.file_presentation),
  },
};
