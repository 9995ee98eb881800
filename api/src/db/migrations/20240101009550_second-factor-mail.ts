import type { Knex } from 'knex';
import { setMailTypes } from './20240101007400_receipts';

// The mail telling a back-office account's owner that its second factor changed (docs/decisions.md
// "A second factor for the back office (issue 39)"). Its templates, in English and Korean, come
// from the reference seed run after the migrations at every start, as every type's do.
const NEW_MAIL_TYPES = ['SECOND_FACTOR_CHANGED'];

export async function up(knex: Knex): Promise<void> {
  await setMailTypes(knex, 'mail_templates', (types) => [...new Set([...types, ...NEW_MAIL_TYPES])]);
  await setMailTypes(knex, 'send_emails', (types) => [...new Set([...types, ...NEW_MAIL_TYPES])]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('send_emails').whereIn('type', NEW_MAIL_TYPES).delete();
  await knex('mail_templates').whereIn('type', NEW_MAIL_TYPES).delete();
  await setMailTypes(knex, 'send_emails', (types) => types.filter((t) => !NEW_MAIL_TYPES.includes(t)));
  await setMailTypes(knex, 'mail_templates', (types) => types.filter((t) => !NEW_MAIL_TYPES.includes(t)));
}
