import type { Resolvers } from '../../generated/resolvers-types';

export const countriesResolvers: Resolvers = {
  Query: {
    // Public: the sign-up form needs it before login.
    countries: (_parent, _args, ctx) =>
      ctx.knex('countries').orderBy('sort_order').select('code', 'name', 'dial_code as dialCode'),
  },
};
