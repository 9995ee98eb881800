import type { Resolvers } from '../../generated/resolvers-types';
import { requireDesk } from '../auth/guards';
import { deskRoster } from './deskRoster.service';

export const deskRosterResolvers: Resolvers = {
  Query: {
    checkInRoster: (_p, args, ctx) => {
      requireDesk(ctx);
      return deskRoster(ctx, args);
    },
  },
};
