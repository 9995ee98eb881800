import type { Knex } from 'knex';
import { setMailTypes } from './20240101007400_receipts';

// The payment receipt and the visa-letter decision mail join the back office's automatic-mail
// switches (issue 36): their settings rows (on, the newest template of each language), and the
// types the settings table's check allows.
const TYPES = ['PAYMENT_RECEIPT', 'VISA_LETTER_DECISION'];

export async function up(knex: Knex): Promise<void> {
  await setMailTypes(knex, 'mail_auto_settings', (types) => [...new Set([...types, ...TYPES])]);
  // Untyped: rows as of this migration, whatever generated/tables.ts says of the table today.
  await knex<Record<string, unknown>>('mail_auto_settings')
    .insert(TYPES.map((type) => ({ type, enabled: true })))
    .onConflict('type')
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('mail_auto_settings').whereIn('type', TYPES).delete();
  await setMailTypes(knex, 'mail_auto_settings', (types) => types.filter((t) => !TYPES.includes(t)));
}
