import type { Resolvers } from '../../generated/resolvers-types';
import { likePattern, listOf, pageOf } from '../../graphql/paging';
import { requireOrganiser } from '../auth/guards';
import type { SendEmailRow } from './mail.repository';

export const mailResolvers: Resolvers = {
  Query: {
    // Organisers: the mail log, which is also how they read the outbox when no SMTP is set.
    sendEmails: (_parent, { filter, start, limit }, ctx) => {
      requireOrganiser(ctx);
      const q = ctx
        .knex('send_emails')
        .select('id', 'type', 'title', 'usermail', 'content', 'files', 'created_at', 'sent_at');
      if (filter?.type) q.where('type', filter.type);
      if (filter?.title?.trim()) q.whereILike('title', likePattern(filter.title.trim()));
      if (filter?.usermail?.trim()) q.whereILike('usermail', likePattern(filter.usermail.trim()));
      return listOf<SendEmailRow>(q, (query) => query.orderBy('id', 'desc'), pageOf(start, limit));
    },
  },
};
