import type { Resolvers } from '../../generated/resolvers-types';
import { requireOrganiser } from '../auth/guards';
import { registerWalkIn, walkInMembers } from './walkIn.service';

// Walk-ins are organisers' (issue 26 §2 "by organisers"): they create accounts and take money,
// which the front-desk role, check-in only, may not.
export const walkInResolvers: Resolvers = {
  Query: {
    walkInMembers: (_p, { text }, ctx) => {
      requireOrganiser(ctx);
      return walkInMembers(ctx, text);
    },
  },
  Mutation: {
    registerWalkIn: (_p, { input, idempotencyKey }, ctx) =>
      registerWalkIn(ctx, requireOrganiser(ctx), input, idempotencyKey),
  },
};
