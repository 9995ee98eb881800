import type { Resolvers } from '../../generated/resolvers-types';
import { requireOrganiser } from '../auth/guards';
import { listMailLog } from './mail.service';

export const mailResolvers: Resolvers = {
  Query: {
    // Organisers: the mail log, which is also how they read the outbox when no SMTP is set.
    sendEmails: (_parent, args, ctx) => (requireOrganiser(ctx), listMailLog(ctx.knex, args)),
  },
};
