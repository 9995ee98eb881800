import type { Resolvers } from '../../generated/resolvers-types';
import { requireOrganiser } from '../auth/guards';
import { eventStatistics, parseStatisticsFilter } from './statistics.service';

export const statisticsResolvers: Resolvers = {
  Query: {
    // Organisers only: payments and revenue are back-office figures.
    eventStatistics: (_p, { filter }, ctx) => {
      requireOrganiser(ctx);
      return eventStatistics(ctx.knex, parseStatisticsFilter(filter));
    },
  },
};
