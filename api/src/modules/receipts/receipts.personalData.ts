// What retention and a member's own-data file (issue 39 §4) ask of receipts.
import type { Knex } from 'knex';

/** Erases the payer's name and address on the receipts of these payments (numbers and amounts stay). */
export const eraseReceiptPayers = (trx: Knex.Transaction, payIds: readonly number[]) =>
  trx('receipts').whereIn('pay_id', payIds).update({ payer_name: '', payer_email: '' });

export const receiptsExport = (db: Knex, userId: number) =>
  db('receipts').where({ user_id: userId }).orderBy('id');
