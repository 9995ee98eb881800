import type { Knex } from 'knex';
import { setMailTypes } from './20240101007400_receipts';

// Every way to pay (issue 27 §2, docs/decisions.md "Ways to pay"):
// - a virtual account (VA) issued by KG at ok_url time: its bank, number and deposit deadline
//   (KG's va_deposit_closure, YYYYMMDD) on the pay, and the instant it closes (the end of that day
//   in Korean time), when an unpaid account expires;
// - the bank account a VA payment is refunded to (a VA payment cannot go back to a card), given by
//   the member when asking for a refund, used by the organiser's cancellation (cancel_type R);
// - the mail with the issued account, VIRTUAL_ACCOUNT.
const NEW_MAIL_TYPE = 'VIRTUAL_ACCOUNT';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pays', (t) => {
    t.string('va_bank_code', 10);
    t.string('va_account_no', 40);
    t.string('va_deposit_closure', 8);
    t.timestamp('va_expires_at', { useTz: true });
    t.string('refund_bank_code', 10);
    t.string('refund_account_no', 40);
    t.string('refund_account_name', 100);
  });
  // The sweeper looks for issued accounts past their deadline.
  await knex.raw(
    "CREATE INDEX pays_va_open_index ON pays (va_expires_at) WHERE cash_code = 'VA' AND pay_status = 'REQUESTED' AND \"urlExpired\" = false",
  );
  await setMailTypes(knex, 'mail_templates', (types) => [...new Set([...types, NEW_MAIL_TYPE])]);
  await setMailTypes(knex, 'send_emails', (types) => [...new Set([...types, NEW_MAIL_TYPE])]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('send_emails').where({ type: NEW_MAIL_TYPE }).delete();
  await knex('mail_templates').where({ type: NEW_MAIL_TYPE }).delete();
  await setMailTypes(knex, 'send_emails', (types) => types.filter((t) => t !== NEW_MAIL_TYPE));
  await setMailTypes(knex, 'mail_templates', (types) => types.filter((t) => t !== NEW_MAIL_TYPE));
  await knex.raw('DROP INDEX IF EXISTS pays_va_open_index');
  await knex.schema.alterTable('pays', (t) => {
    for (const column of [
      'va_bank_code',
      'va_account_no',
      'va_deposit_closure',
      'va_expires_at',
      'refund_bank_code',
      'refund_account_no',
      'refund_account_name',
    ])
      t.dropColumn(column);
  });
}
