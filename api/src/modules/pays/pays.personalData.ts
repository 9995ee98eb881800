// What retention and a member's own-data file (issue 39 §4) ask of payments.
import type { Knex } from 'knex';

/** Payments not yet erased created before `before` (a superset: the retention rules decide each). */
export const unerasedPaymentsBefore = (
  db: Knex,
  before: Date,
): Promise<{ id: number; user_id: number; at: Date }[]> =>
  db('pays')
    .whereNull('erased_at')
    .where('created_at', '<', before)
    .orderBy('id')
    .select('id', 'user_id', db.raw('coalesce(paid_at, created_at) AS at'));

/** A member's payments not yet erased, with the date their period counts from. */
export const unerasedPaymentsOf = (db: Knex, userId: number): Promise<{ id: number; at: Date }[]> =>
  db('pays')
    .where({ user_id: userId })
    .whereNull('erased_at')
    .select('id', db.raw('coalesce(paid_at, created_at) AS at'));

/** Erases the payer's identity (name, address, refund and deposit accounts); the row stays. */
export const erasePayers = (trx: Knex.Transaction, payIds: readonly number[], now: Date) =>
  trx('pays').whereIn('id', payIds).whereNull('erased_at').update({
    user_name: '',
    user_email: '',
    refund_account_name: null,
    refund_account_no: null,
    refund_bank_code: null,
    va_account_no: null,
    erased_at: now,
    updated_at: now,
  });

/** A member's payments as they download them (no gateway keys or signatures). */
export const paymentsExport = (db: Knex, userId: number) =>
  db('pays')
    .where({ user_id: userId })
    .orderBy('id')
    .select(
      'id',
      'trade_id',
      'tid',
      'product_name',
      'total',
      'currency',
      'cash_code',
      'country',
      'pay_status',
      'grade',
      'user_name',
      'user_email',
      'registration_list_id',
      'cn_appr_no',
      'paid_at',
      'cancelled_at',
      'cancelled_total',
      'created_at',
      'va_bank_code',
      'va_account_no',
      'va_expires_at',
      'refund_bank_code',
      'refund_account_no',
      'refund_account_name',
      'erased_at',
    );
