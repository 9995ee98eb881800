import type { Resolvers } from '../../generated/resolvers-types';
import { findFileById } from '../files/files.repository';
import { findMemberById } from '../members/members.repository';

export const speakersResolvers: Resolvers = {
  Speaker: {
    user: async (speaker, _args, ctx) => {
      const user = await findMemberById(ctx.knex, speaker.user_id);
      if (!user) throw new Error(`speaker ${speaker.id} has no user`);
      return user;
    },
    file_cv: (speaker, _args, ctx) => findFileById(ctx.knex, speaker.file_cv),
    file_photo: (speaker, _args, ctx) => findFileById(ctx.knex, speaker.file_photo),
    file_lecture: (speaker, _args, ctx) => findFileById(ctx.knex, speaker.file_lecture),
    file_presentation: (speaker, _args, ctx) => findFileById(ctx.knex, speaker.file_presentation),
  },
};
