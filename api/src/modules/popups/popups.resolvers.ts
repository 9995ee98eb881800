import type { Resolvers } from '../../generated/resolvers-types';
import { parseId } from '../../graphql/inputs';
import { requireOrganiser } from '../auth/guards';
import { createPopup, deletePopups, findPopup, listPopups, updatePopup } from './popups.service';

// popups is public (spec §6: active ones for visitors); everything else is the organisers'.
export const popupsResolvers: Resolvers = {
  Query: {
    popups: (_p, args, ctx) => listPopups(ctx, args),
    popup: (_p, { id }, ctx) => {
      requireOrganiser(ctx);
      return findPopup(ctx, parseId(id));
    },
  },
  Mutation: {
    createPopup: (_p, { input }, ctx) => createPopup(ctx, requireOrganiser(ctx), input),
    updatePopup: (_p, { id, input }, ctx) => {
      requireOrganiser(ctx);
      return updatePopup(ctx, parseId(id), input);
    },
    deleteMultiplePopup: async (_p, { ids }, ctx) => {
      requireOrganiser(ctx);
      return { ok: true, affected: await deletePopups(ctx, ids) };
    },
  },
};
