import type { Resolvers } from '../../generated/resolvers-types';
import { currentUser } from '../auth/guards';

export const usersResolvers: Resolvers = {
  Query: {
    // Public: null without a token; an expired or refused token is an error so the browser logs out.
    me: (_parent, _args, ctx) => currentUser(ctx),
  },
  User: {
    role: (user) => ({ id: String(user.role_id), name: user.role_name }),
    registration_list: (user, _args, ctx) =>
      ctx
        .knex('registration_lists')
        .where({ user_id: user.id, delete: false })
        .orderBy('created_at', 'desc')
        .first()
        .then((row) => row ?? null),
    speaker: (user, _args, ctx) =>
      ctx
        .knex('speakers')
        .where({ user_id: user.id })
        .first()
        .then((row) => row ?? null),
  },
};
