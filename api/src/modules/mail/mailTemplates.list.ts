// mail/templateSetting through the list kit. Columns and filters: MAIL_TEMPLATES_LIST.
import { MAIL_TYPES } from '@congress/domain';
import { MAIL_TEMPLATES_LIST } from '@congress/domain/lists';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';

export const MAIL_TEMPLATES_LIST_DEFINITION = defineList({
  declaration: MAIL_TEMPLATES_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) =>
    knex('mail_templates').where('mail_templates.delete', false).select('mail_templates.*'),
  idColumn: 'mail_templates.id',
  columns: {
    id: 'mail_templates.id',
    type: 'mail_templates.type',
    locale: 'mail_templates.locale',
    title: 'mail_templates.title',
    updated_at: 'mail_templates.updated_at',
  },
  filters: {
    type: { kind: 'oneOf', column: 'mail_templates.type', values: MAIL_TYPES },
    locale: { kind: 'oneOf', column: 'mail_templates.locale', values: ['en', 'ko'] },
    title: { kind: 'contains', column: 'mail_templates.title' },
  },
});
