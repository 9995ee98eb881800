import type { Knex } from 'knex';
import type { ReceiptsTable } from '../../generated/tables';

/** A row of receipts, typed from the migrated schema (api/src/generated/tables.ts). */
export type ReceiptRow = ReceiptsTable;

/**
 * The next receipt number, from the counter's single row. Raised inside the caller's transaction:
 * the row stays locked until it commits, so concurrent payments take numbers one after another,
 * and a rollback gives the number back (no gap, unlike a sequence).
 */
export async function nextReceiptNumber(trx: Knex.Transaction): Promise<number> {
  const [row] = await trx('receipt_counter')
    .where({ id: 1 })
    .increment('last_number', 1)
    .returning('last_number');
  return Number((row as { last_number: number }).last_number);
}

export async function insertReceipt(
  trx: Knex.Transaction,
  values: Omit<ReceiptRow, 'id'>,
): Promise<ReceiptRow> {
  const [row] = await trx('receipts').insert(values).returning('*');
  return row!;
}

export const findReceiptById = (knex: Knex, id: number): Promise<ReceiptRow | undefined> =>
  knex('receipts').where({ id }).first();

/** The receipts of these payments, in the order issued. */
export const receiptsOfPays = (knex: Knex, payIds: readonly number[]): Promise<ReceiptRow[]> =>
  knex('receipts').whereIn('pay_id', payIds).orderBy('number');

/** The receipts of these registrations' payments, in the order issued. */
export const receiptsOfRegistrations = (
  knex: Knex,
  registrationIds: readonly number[],
): Promise<(ReceiptRow & { registration_list_id: number })[]> =>
  knex('receipts')
    .join('pays', 'pays.id', 'receipts.pay_id')
    .whereIn('pays.registration_list_id', registrationIds)
    .orderBy('receipts.number')
    .select('receipts.*', 'pays.registration_list_id');

/** The payment receipt of a pay, if issued (a cancellation receipt refers to it). */
export const paymentReceiptOf = (knex: Knex, payId: number): Promise<ReceiptRow | undefined> =>
  knex('receipts').where({ pay_id: payId, kind: 'PAYMENT' }).first();

/** The member's latest receipt, if any (the mail preview's example). */
export const latestReceiptOfMember = (knex: Knex, userId: number): Promise<ReceiptRow | undefined> =>
  knex('receipts').where({ user_id: userId }).orderBy('number', 'desc').first();
