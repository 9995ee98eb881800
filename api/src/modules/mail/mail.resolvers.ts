import type { Resolvers } from '../../generated/resolvers-types';
import { listMailLog } from './mail.service';

export const mailResolvers: Resolvers = {
  Query: {
    // Organisers (the list definition's guard, shared with the Excel export): the mail log,
    // which is also how they read the outbox when no SMTP is set.
    sendEmails: (_parent, args, ctx) => listMailLog(ctx, args),
  },
};
