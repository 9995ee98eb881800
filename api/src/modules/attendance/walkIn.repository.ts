// walk_in_requests: one row per walk-in idempotency key (migration 20240101008800). The only file
// that queries it.
import type { Knex } from 'knex';
import type { WalkInRequestsTable } from '../../generated/tables';

export type WalkInRequestRow = WalkInRequestsTable;

/**
 * Claims the key for this transaction: the new row, or undefined when the key is taken. A request
 * with the same key in flight holds the unique index until it ends: this waits for it, then finds
 * its row (committed) or claims the key (rolled back).
 */
export async function claimWalkInKey(
  trx: Knex.Transaction,
  values: Pick<WalkInRequestRow, 'idempotency_key' | 'request_hash' | 'organiser_id' | 'created_at'>,
): Promise<WalkInRequestRow | undefined> {
  const [row] = await trx('walk_in_requests')
    .insert(values)
    .onConflict('idempotency_key')
    .ignore()
    .returning('*');
  return row;
}

export const walkInByKey = (knex: Knex, key: string): Promise<WalkInRequestRow | undefined> =>
  knex('walk_in_requests').where({ idempotency_key: key }).first();

export async function completeWalkIn(
  trx: Knex.Transaction,
  id: number,
  values: Pick<
    WalkInRequestRow,
    'member_id' | 'registration_id' | 'pay_id' | 'receipt_number' | 'amount_krw' | 'new_account'
  >,
): Promise<WalkInRequestRow> {
  const [row] = await trx('walk_in_requests').where({ id }).update(values).returning('*');
  return row!;
}
