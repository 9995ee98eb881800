import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { speakerUploadDeadlineSetting } from '../settings/settings.lookup';
import { parseId, parseIds } from '../../graphql/inputs';
import { requireOrganiser, requireUser } from '../auth/guards';
import {
  createSpeaker,
  listInvitedUsers,
  deleteSpeakers,
  listSpeakers,
  setInvited,
  updateSpeaker,
} from './speakers.service';

const fileOf = (ctx: GraphQLContext, id: number | null) =>
  id == null ? null : ctx.loaders.fileById.load(id);

export const speakersResolvers: Resolvers = {
  Query: {
    speakers: (_p, { userId }, ctx) => listSpeakers(ctx, requireUser(ctx), userId),
    invitedUsers: (_p, args, ctx) => listInvitedUsers(ctx, args),
    speakerUploadDeadline: (_p, _a, ctx) => speakerUploadDeadlineSetting(ctx),
  },
  Mutation: {
    createSpeaker: (_p, { input, userId }, ctx) =>
      createSpeaker(ctx, requireUser(ctx), input as Record<string, unknown>, userId),
    updateSpeaker: (_p, { id, input }, ctx) =>
      updateSpeaker(ctx, requireUser(ctx), parseId(id), input as Record<string, unknown>),
    deleteMultipleSpeaker: async (_p, { ids }, ctx) => {
      requireOrganiser(ctx);
      return { ok: true, affected: await deleteSpeakers(ctx, parseIds(ids)) };
    },
    inviteSpeakers: async (_p, { ids }, ctx) => {
      requireOrganiser(ctx);
      return { ok: true, affected: await setInvited(ctx, parseIds(ids), true) };
    },
    deleteMultipleInvitedUser: async (_p, { ids }, ctx) => {
      requireOrganiser(ctx);
      return { ok: true, affected: await setInvited(ctx, parseIds(ids), false) };
    },
  },
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
