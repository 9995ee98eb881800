// regist/payLog, regist/refundData and regist/registerLog through the list kit. Columns and
// filters: @congress/domain/lists PAY_LOG_LIST, REFUNDS_LIST, REGISTER_LOG_LIST. Organisers only.
import { FEE_TABLES, PAY_CASH_CODES, PAY_STATUSES } from '@congress/domain';
import { FAILURE_REASONS, PAY_LOG_LIST, REFUNDS_LIST, REGISTER_LOG_LIST } from '@congress/domain/lists';
import type { Knex } from 'knex';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';

const organisersOnly = {
  guard: (ctx: Parameters<typeof requireOrganiser>[0]) => {
    requireOrganiser(ctx);
  },
};

export const PAY_LOG_LIST_DEFINITION = defineList({
  declaration: PAY_LOG_LIST,
  ...organisersOnly,
  baseQuery: ({ knex }) =>
    knex('pays').leftJoin('registration_lists', 'registration_lists.id', 'pays.registration_list_id'),
  // Never the gateway secrets of the row (pay_token, hmac) in the list.
  rowsQuery: (query: Knex.QueryBuilder) =>
    query.select(
      'pays.id',
      'pays.sid',
      'pays.tid',
      'pays.trade_id',
      'pays.product_name',
      'pays.total',
      'pays.tax',
      'pays.tax_free',
      'pays.cash_code',
      'pays.country',
      'pays.pay_status',
      'pays.grade',
      'pays.user_id',
      'pays.user_name',
      'pays.user_email',
      'pays.registration_list_id',
      'pays.statusChecked',
      'pays.urlExpired',
      'pays.pay_url',
      'pays.time_stamp',
      'pays.qrcode_url',
      'pays.cn_appr_no',
      'pays.currency',
      'pays.cancelled_total',
      'pays.paid_at',
      'pays.created_at',
    ),
  idColumn: 'pays.id',
  columns: {
    id: 'pays.id',
    user_email: 'pays.user_email',
    user_name: 'pays.user_name',
    product_name: 'pays.product_name',
    grade: 'pays.grade',
    cash_code: 'pays.cash_code',
    total: 'pays.total',
    cancelled_total: 'pays.cancelled_total',
    pay_status: 'pays.pay_status',
    tid: 'pays.tid',
    trade_id: 'pays.trade_id',
    cn_appr_no: 'pays.cn_appr_no',
    // Their references, as receipts.service's receiptReference writes them (the export's text).
    receipts: {
      raw: `(SELECT string_agg('KSP2024-R-' || lpad(receipts.number::text, 5, '0'), ', ' ORDER BY receipts.number)
               FROM receipts WHERE receipts.pay_id = pays.id)`,
    },
    registration_delete: 'registration_lists.delete',
    paid_at: 'pays.paid_at',
    created_at: 'pays.created_at',
  },
  filters: {
    user_email: { kind: 'contains', column: 'pays.user_email' },
    user_name: { kind: 'contains', column: 'pays.user_name' },
    created_at: { kind: 'dateRange', column: 'pays.created_at' },
    cash_code: { kind: 'oneOf', column: 'pays.cash_code', values: PAY_CASH_CODES },
    product_name: { kind: 'contains', column: 'pays.product_name' },
    grade: {
      kind: 'oneOf',
      column: 'pays.grade',
      values: FEE_TABLES.flatMap((table) => table.tiers.map((tier) => tier.code)),
    },
    pay_status: { kind: 'oneOf', column: 'pays.pay_status', values: PAY_STATUSES },
    registration_list_delete: { kind: 'flag', column: 'registration_lists.delete' },
  },
});

const SUCCEEDED_SQL = `(pay_cancellations.result_code = '0000')`;

export const REFUNDS_LIST_DEFINITION = defineList({
  declaration: REFUNDS_LIST,
  ...organisersOnly,
  baseQuery: ({ knex }) =>
    knex('pay_cancellations')
      .join('pays', 'pays.id', 'pay_cancellations.pay_id')
      .leftJoin('users as organisers', 'organisers.id', 'pay_cancellations.organiser_id'),
  rowsQuery: (query: Knex.QueryBuilder, { knex }) =>
    query.select(
      'pay_cancellations.id',
      'pay_cancellations.pay_id',
      'pay_cancellations.amount',
      'pay_cancellations.partial',
      'pay_cancellations.reason',
      'pay_cancellations.result_code',
      'pay_cancellations.result_message',
      'pay_cancellations.created_at',
      knex.raw(`${SUCCEEDED_SQL} as succeeded`),
      'pays.user_email',
      'pays.user_name',
      'pays.tid',
      'pays.total as pay_total',
      'pays.registration_list_id',
      'organisers.email as organiser_email',
    ),
  idColumn: 'pay_cancellations.id',
  columns: {
    id: 'pay_cancellations.id',
    user_email: 'pays.user_email',
    user_name: 'pays.user_name',
    tid: 'pays.tid',
    pay_total: 'pays.total',
    amount: 'pay_cancellations.amount',
    partial: 'pay_cancellations.partial',
    succeeded: { raw: SUCCEEDED_SQL },
    result_code: 'pay_cancellations.result_code',
    result_message: 'pay_cancellations.result_message',
    reason: 'pay_cancellations.reason',
    organiser_email: 'organisers.email',
    created_at: 'pay_cancellations.created_at',
  },
  filters: {
    user_email: { kind: 'contains', column: 'pays.user_email' },
    tid: { kind: 'equals', column: 'pays.tid' },
    succeeded: { kind: 'flag', column: { raw: SUCCEEDED_SQL } },
    created_at: { kind: 'dateRange', column: 'pay_cancellations.created_at' },
  },
});

const FAILURE_EMAIL_SQL = 'coalesce(users.email, pays.user_email)';
const FAILURE_NAME_SQL = `coalesce(nullif(concat_ws(' ', users."givenName", users."familyName"), ''), users.name_kr)`;

export const REGISTER_LOG_LIST_DEFINITION = defineList({
  declaration: REGISTER_LOG_LIST,
  ...organisersOnly,
  baseQuery: ({ knex }) =>
    knex('registration_failures')
      .leftJoin('users', 'users.id', 'registration_failures.user_id')
      .leftJoin('pays', 'pays.id', 'registration_failures.pay_id'),
  rowsQuery: (query: Knex.QueryBuilder, { knex }) =>
    query.select(
      'registration_failures.*',
      knex.raw(`${FAILURE_EMAIL_SQL} as user_email`),
      knex.raw(`${FAILURE_NAME_SQL} as user_name`),
    ),
  idColumn: 'registration_failures.id',
  columns: {
    id: 'registration_failures.id',
    user_email: { raw: FAILURE_EMAIL_SQL },
    user_name: { raw: FAILURE_NAME_SQL },
    reason: 'registration_failures.reason',
    code: 'registration_failures.code',
    message: 'registration_failures.message',
    tid: 'registration_failures.tid',
    trade_id: 'registration_failures.trade_id',
    registration_list_id: 'registration_failures.registration_list_id',
    count: 'registration_failures.count',
    source_ip: 'registration_failures.source_ip',
    created_at: 'registration_failures.created_at',
    last_at: 'registration_failures.last_at',
  },
  filters: {
    // The member's account e-mail (a failure without a known member has none).
    user_email: { kind: 'contains', column: 'users.email' },
    reason: { kind: 'oneOf', column: 'registration_failures.reason', values: FAILURE_REASONS },
    tid: { kind: 'equals', column: 'registration_failures.tid' },
    created_at: { kind: 'dateRange', column: 'registration_failures.created_at' },
  },
});
