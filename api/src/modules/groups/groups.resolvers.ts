import type { Resolvers } from '../../generated/resolvers-types';
import { parseId, parseIds } from '../../graphql/inputs';
import { requireOrganiser } from '../auth/guards';
import {
  changeUserGroup,
  createGroup,
  deleteGroups,
  findGroup,
  listGroups,
  updateGroup,
} from './groups.service';

// Groups are an organisers' tool: every operation needs the organiser role.
export const groupsResolvers: Resolvers = {
  Query: {
    // Organisers (the list definition's guard, shared with the Excel export).
    groups: (_p, args, ctx) => listGroups(ctx, args),
    group: (_p, { id }, ctx) => (requireOrganiser(ctx), findGroup(ctx.knex, parseId(id))),
  },
  Mutation: {
    createGroup: (_p, { input }, ctx) => (requireOrganiser(ctx), createGroup(ctx.knex, input)),
    updateGroup: (_p, { id, input }, ctx) => (
      requireOrganiser(ctx),
      updateGroup(ctx.knex, parseId(id), input)
    ),
    deleteMultipleGroups: async (_p, args, ctx) => {
      requireOrganiser(ctx);
      const affected = await deleteGroups(ctx.knex, parseIds(args.ids));
      return { ok: true, affected };
    },
    changeUserGroup: async (_p, args, ctx) => {
      requireOrganiser(ctx);
      const affected = await changeUserGroup(ctx, parseIds(args.ids), args.type);
      return { ok: true, affected };
    },
  },
  Group: {
    group_user_id: async (group, _args, ctx) =>
      (await ctx.loaders.memberIdsByGroup.load(group.id)).map(String),
    memberCount: (group, _args, ctx) => ctx.loaders.memberCountByGroup.load(group.id),
  },
  User: {
    // Organisers only: which groups a member is in is back-office information.
    groups: (user, _args, ctx) => (requireOrganiser(ctx), ctx.loaders.groupsByMember.load(user.id)),
  },
};
