import type { Resolvers } from '../../generated/resolvers-types';
import { allCountries } from './countries.service';

export const countriesResolvers: Resolvers = {
  Query: {
    // Public: the sign-up form needs it before login.
    countries: (_parent, _args, ctx) => allCountries(ctx.knex),
  },
};
