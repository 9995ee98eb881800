import type { Resolvers } from '../../generated/resolvers-types';

// Relations load through the request's DataLoaders: a list of registrations costs one query per
// relation, not one per row.
export const registrationsResolvers: Resolvers = {
  RegistrationList: {
    pay: (registration, _args, ctx) => ctx.loaders.latestPayByRegistration.load(registration.id),
    user: async (registration, _args, ctx) => {
      const user = await ctx.loaders.memberById.load(registration.user_id);
      if (!user) throw new Error(`registration ${registration.id} has no user`);
      return user;
    },
  },
};
