import type { Resolvers } from '../../generated/resolvers-types';
import { parseId } from '../../graphql/inputs';
import { createPopup, deletePopups, findPopup, listPopups, updatePopup } from './popups.service';

// popups is public (spec §6: active ones for visitors); everything else is the organisers'.
export const popupsResolvers: Resolvers = {
  Query: {
    popups: (_p, args, ctx) => listPopups(ctx, args),
    popup: (_p, { id }, ctx) => findPopup(ctx, parseId(id)),
  },
  Mutation: {
    createPopup: (_p, { input }, ctx) => createPopup(ctx, input),
    updatePopup: (_p, { id, input }, ctx) => updatePopup(ctx, parseId(id), input),
    deleteMultiplePopup: async (_p, { ids }, ctx) => ({ ok: true, affected: await deletePopups(ctx, ids) }),
  },
};
