import type { Resolvers } from '../../generated/resolvers-types';
import { findMemberById } from '../members/members.repository';

export const registrationsResolvers: Resolvers = {
  RegistrationList: {
    pay: async (registration, _args, ctx) =>
      (await ctx
        .knex('pays')
        .where({ registration_list_id: registration.id })
        .orderBy('created_at', 'desc')
        .first()) ?? null,
    user: async (registration, _args, ctx) => {
      const user = await findMemberById(ctx.knex, registration.user_id);
      if (!user) throw new Error(`registration ${registration.id} has no user`);
      return user;
    },
  },
};
