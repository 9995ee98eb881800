// mail/sendEmailLog (the outbox) through the list kit. Columns and filters: MAIL_LOG_LIST.
import { MAIL_TYPES } from '@congress/domain';
import { MAIL_LOG_LIST } from '@congress/domain/lists';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';

export const MAIL_LOG_LIST_DEFINITION = defineList({
  declaration: MAIL_LOG_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  // Never the code hashes, reset tokens or the unmasked copy of a mail holding a secret.
  baseQuery: ({ knex }) =>
    knex('send_emails').select(
      'send_emails.id',
      'send_emails.type',
      'send_emails.title',
      'send_emails.usermail',
      'send_emails.content',
      'send_emails.files',
      'send_emails.created_at',
      'send_emails.sent_at',
      'send_emails.delivery_attempts',
      'send_emails.delivery_error',
      'send_emails.automatic',
      'send_emails.resent_from',
    ),
  idColumn: 'send_emails.id',
  columns: {
    id: 'send_emails.id',
    type: 'send_emails.type',
    title: 'send_emails.title',
    usermail: 'send_emails.usermail',
    created_at: 'send_emails.created_at',
    sent_at: 'send_emails.sent_at',
    state: {
      raw: "case when send_emails.sent_at is not null then 'SENT' when send_emails.delivery_error is not null then 'FAILED' else 'QUEUED' end",
    },
  },
  filters: {
    type: { kind: 'oneOf', column: 'send_emails.type', values: MAIL_TYPES },
    title: { kind: 'contains', column: 'send_emails.title' },
    usermail: { kind: 'contains', column: 'send_emails.usermail' },
  },
});
