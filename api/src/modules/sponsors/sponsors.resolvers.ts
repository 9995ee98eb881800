import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { parseId, parseIds } from '../../graphql/inputs';
import { localeOf } from '../../locale';
import { requireOrganiser } from '../auth/guards';
import {
  createSponsor,
  deleteSponsors,
  findSponsor,
  listSponsors,
  publicSponsors,
  updateSponsor,
} from './sponsors.service';

const fileOf = (ctx: GraphQLContext, id: number | null) =>
  id == null ? null : ctx.loaders.fileById.load(id);

// Applying is public (rate limited); everything else about sponsors is the secretariat's.
export const sponsorsResolvers: Resolvers = {
  Query: {
    // Organisers (the list definition's guard, shared with the Excel export).
    sponsors: (_p, args, ctx) => listSponsors(ctx, args),
    sponsor: (_p, { id }, ctx) => (requireOrganiser(ctx), findSponsor(ctx.knex, parseId(id))),
    publicSponsors: async (_p, _args, ctx) =>
      (await publicSponsors(ctx.knex)).map((row) => ({ ...row, id: String(row.id) })),
  },
  Mutation: {
    createSponsor: (_p, { input, locale }, ctx) => createSponsor(ctx, input, localeOf(locale)),
    updateSponsor: (_p, { id, input }, ctx) => (
      requireOrganiser(ctx),
      updateSponsor(ctx.knex, ctx.clock.now(), parseId(id), input)
    ),
    deleteMultipleSponsor: async (_p, { ids }, ctx) => {
      requireOrganiser(ctx);
      return { ok: true, affected: await deleteSponsors(ctx.knex, parseIds(ids), ctx.clock.now()) };
    },
  },
  Sponsor: {
    businessRegistration: (row, _args, ctx) => fileOf(ctx, row.businessRegistration),
    sponsor_paper: (row, _args, ctx) => fileOf(ctx, row.sponsor_paper),
  },
};
