import type { Knex } from 'knex';
import { setMailTypes } from './20240101007400_receipts';

// The mail telling an account's owner of a burst of wrong passwords (issue 36; docs/decisions.md
// "Abuse and load"). Its templates come from the reference seed, as every type's do.
const NEW_MAIL_TYPES = ['LOGIN_ALERT'];

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
