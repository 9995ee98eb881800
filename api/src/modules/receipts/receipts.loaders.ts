import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { groupedByKey } from '../../loaderUtils';
import { receiptsOfPays, receiptsOfRegistrations, type ReceiptRow } from './receipts.repository';

export const createReceiptsLoaders = (knex: Knex) => ({
  /** Pay id → its receipts (payment, then cancellations). */
  receiptsByPay: new DataLoader<number, ReceiptRow[]>(async (ids) =>
    groupedByKey(ids, await receiptsOfPays(knex, ids), (row) => row.pay_id),
  ),
  /** Registration id → the receipts of all its payments. */
  receiptsByRegistration: new DataLoader<number, ReceiptRow[]>(async (ids) =>
    groupedByKey(ids, await receiptsOfRegistrations(knex, ids), (row) => row.registration_list_id),
  ),
});
