import type { Knex } from 'knex';
import type { PayRow } from '../../db/rows';
import { inRange, type DayRange } from '../../db/figures';

export const payByTradeIdForUpdate = (trx: Knex.Transaction, tradeId: string): Promise<PayRow | undefined> =>
  trx('pays').where({ trade_id: tradeId }).forUpdate().first();

export const payForUpdate = (trx: Knex.Transaction, id: number): Promise<PayRow | undefined> =>
  trx('pays').where({ id }).forUpdate().first();

export const findPay = (knex: Knex, id: number): Promise<PayRow | undefined> =>
  knex('pays').where({ id }).first();

export const findPayByUrl = (knex: Knex, payUrl: string): Promise<PayRow | undefined> =>
  knex('pays').where({ pay_url: payUrl }).first();

export async function insertPay(knex: Knex, values: Record<string, unknown>): Promise<PayRow> {
  const [row] = await knex('pays').insert(values).returning('*');
  return row!;
}

export async function updatePay(
  knex: Knex,
  id: number,
  values: Record<string, unknown>,
  now: Date,
): Promise<PayRow> {
  const [row] = await knex('pays')
    .where({ id })
    .update({ ...values, updated_at: now })
    .returning('*');
  return row!;
}

/** The pay a gateway transaction id names, locked (an organiser records its result). */
/** The member of the pay a gateway transaction id names (none: unknown id). */
export const payOwnerOfTid = (knex: Knex, tid: string): Promise<number[]> =>
  knex('pays').where({ tid }).whereNotNull('user_id').distinct().pluck('user_id');

export const payByTidForUpdate = (trx: Knex.Transaction, tid: string): Promise<PayRow | undefined> =>
  trx('pays').where({ tid }).forUpdate().first();

/** A registration's payments, newest first, locked. */
export const paysOfRegistrationForUpdate = (
  trx: Knex.Transaction,
  registrationId: number,
): Promise<PayRow[]> =>
  trx('pays')
    .where({ registration_list_id: registrationId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .forUpdate();

/** A member's newest payment. */
export const latestPayOfMember = (knex: Knex, userId: number): Promise<PayRow | undefined> =>
  knex('pays').where({ user_id: userId }).orderBy('id', 'desc').first();

/** Each registration's latest payment. */
export const latestPaysOf = (knex: Knex, registrationIds: readonly number[]): Promise<PayRow[]> =>
  knex('pays')
    .distinctOn('registration_list_id')
    .whereIn('registration_list_id', registrationIds)
    .orderBy([
      { column: 'registration_list_id' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

/** A subquery: the payments of the registration whose id is the outer query's `registrationId` column. */
export const paysOfOuterRegistration = (knex: Knex, registrationId: string) =>
  knex('pays').whereRaw('pays.registration_list_id = ??', [registrationId]);

/**
 * Payment requests still open for a registration are void: once its price changes, a new request
 * replaces them, or the organiser records a bank transfer.
 */
export const expireOpenPaysOfRegistration = (knex: Knex, registrationId: number, now: Date) =>
  knex('pays')
    .where({ registration_list_id: registrationId, pay_status: 'REQUESTED', urlExpired: false })
    .update({ urlExpired: true, updated_at: now });

/** Open payment requests of a member (GET /close_trade_id): their windows are closed. */
export const expireOpenPaysOf = (knex: Knex, email: string, now: Date): Promise<number> =>
  knex('pays')
    .whereRaw('lower(user_email) = lower(?)', [email])
    .where({ pay_status: 'REQUESTED', urlExpired: false })
    .update({ urlExpired: true, updated_at: now });

export const insertFailure = (knex: Knex, values: Record<string, unknown>) =>
  knex('registration_failures').insert(values);

/** Records a cancellation asked of the gateway; its id. */
export async function insertCancellation(knex: Knex, values: Record<string, unknown>): Promise<number> {
  const [row] = await knex('pay_cancellations').insert(values).returning('id');
  return Number((row as { id: number }).id);
}

/**
 * A refusal counted in its hour: the first of a (reason, pay, sender address, hour) is a row, the
 * next ones add to its `count` and move `last_at` (the unique index of migration
 * registration-failures-counted). Database time, as created_at.
 */
export const countFailure = (knex: Knex, values: Record<string, unknown>) =>
  knex.raw(
    `INSERT INTO registration_failures
       (reason, code, message, pay_id, user_id, registration_list_id, tid, trade_id, source_ip, bucket, count, last_at)
     VALUES (:reason, :code, :message, :pay_id, :user_id, :registration_list_id, :tid, :trade_id, :source_ip,
             date_trunc('hour', now()), 1, now())
     ON CONFLICT (reason, (coalesce(source_ip, '')), (coalesce(pay_id, 0)), bucket) WHERE bucket IS NOT NULL
     DO UPDATE SET count = registration_failures.count + 1, last_at = excluded.last_at`,
    values as Knex.ValueDict,
  );

/** A registration's issued, still open virtual accounts (voided when another request replaces them). */
export const openAccountsOfRegistration = (
  trx: Knex.Transaction,
  registrationId: number,
): Promise<PayRow[]> =>
  trx('pays')
    .where({
      registration_list_id: registrationId,
      cash_code: 'VA',
      pay_status: 'REQUESTED',
      urlExpired: false,
    })
    .whereNotNull('va_account_no')
    .forUpdate();

/** Issued virtual accounts past their deposit deadline, still open, locked (skip locked: one sweeper each). */
export const vaPastDeadlineForUpdate = (trx: Knex.Transaction, now: Date): Promise<PayRow[]> =>
  trx('pays')
    .where({ cash_code: 'VA', pay_status: 'REQUESTED', urlExpired: false })
    .where('va_expires_at', '<', now)
    .orderBy('id')
    .limit(500)
    .forUpdate()
    .skipLocked();

/** The bank account a virtual-account payment is to be refunded to (the member's request). */
export const setRefundAccount = (
  knex: Knex,
  id: number,
  account: { bank_code: string; account_no: string; account_name: string },
  now: Date,
) =>
  knex('pays').where({ id }).update({
    refund_bank_code: account.bank_code,
    refund_account_no: account.account_no,
    refund_account_name: account.account_name,
    updated_at: now,
  });

// The event statistics' figures (modules/statistics) ---------------------------------------------

export interface RevenueRow {
  currency: string | null;
  cashCode: string | null;
  count: number;
  gross: number;
  refunded: number;
}

/** Confirmed payments (paid_at set), by the day they were confirmed. */
export async function revenueFigures(knex: Knex, range: DayRange): Promise<RevenueRow[]> {
  const where = inRange('paid_at', range);
  const { rows } = await knex.raw<{ rows: RevenueRow[] }>(
    `SELECT currency, cash_code AS "cashCode", count(*)::int AS count,
            sum(total)::bigint AS gross, sum(cancelled_total)::bigint AS refunded
       FROM pays
      WHERE paid_at IS NOT NULL AND ${where.sql}
      GROUP BY currency, cash_code
      ORDER BY currency, gross DESC, cash_code`,
    where.bindings,
  );
  return rows.map((row) => ({ ...row, gross: Number(row.gross), refunded: Number(row.refunded) }));
}

export interface RefundRow {
  currency: string | null;
  count: number;
  partialCount: number;
  amount: number;
}

/** Gateway cancellations by the day they were made. */
export async function refundFigures(knex: Knex, range: DayRange): Promise<RefundRow[]> {
  const where = inRange('c.created_at', range);
  const { rows } = await knex.raw<{ rows: RefundRow[] }>(
    `SELECT p.currency, count(*)::int AS count,
            (count(*) FILTER (WHERE c.partial))::int AS "partialCount",
            sum(c.amount)::bigint AS amount
       FROM pay_cancellations c JOIN pays p ON p.id = c.pay_id
      WHERE ${where.sql}
      GROUP BY p.currency
      ORDER BY p.currency`,
    where.bindings,
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}
