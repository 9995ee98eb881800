// Organisers' payment actions (spec §4 "change payment status at result, check registration
// payment, force payment check") and bank transfers. KG Mobilians has no status-query API
// (protocol reference §2.4): what the gateway says arrives only as signed results (ok_url,
// noti_url), which pays.service applies. So a "check" reconciles the registration with the
// payments the gateway confirmed, and closes requests whose 10-minute window has passed; a result
// an organiser reads in KG's own admin is recorded by tid (changePayStatusAtResult).
import { randomBytes } from 'node:crypto';
import {
  mayRecordBankTransfer,
  mayRecordPayResult,
  nextPriceStatus,
  type PayStatus,
  type RegistrationPriceStatus,
} from '@congress/domain';
import { nameTagName } from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { AppDeps, RequestContext } from '../../context';
import type { RegistrationRow } from '../../db/rows';
import type { PayRow } from './pays.rows';
import { AppError, validationError } from '../../errors';
import { findMemberByEmail, findMemberById, type MemberRow } from '../members/members.lookup';
import { noteAction } from '../memos/memos.service';
import {
  liveRegistrationIdsOf,
  registrationForUpdate,
  updateRegistrationRow,
} from '../registrations/registrations.service';
import {
  expireOpenPaysOfRegistration,
  findPay,
  insertPay,
  payByTidForUpdate,
  paysOfRegistrationForUpdate,
  updatePay,
} from './pays.repository';
import { chargeOf, logFailure, openUntil, payProductName } from './pays.service';
import { issueReceipt } from '../receipts/receipts.service';

export const MAX_CHECK_IDS = 100;
const SETTLED: readonly string[] = ['PAID', 'BANK_TRANSFER'];

export type CheckOutcome = 'UNCHANGED' | 'MARKED_PAID' | 'EXPIRED_REQUEST' | 'MISMATCH';
export interface PaymentCheck {
  registrationId: string;
  outcome: CheckOutcome;
  price_status: RegistrationPriceStatus;
  pay_status: PayStatus | null;
}

/** Moves the registration to PAID when its price_status allows; false when it does not. */
async function markRegistrationPaid(trx: Knex.Transaction, registrationId: number, now: Date) {
  const registration = await registrationForUpdate(trx, registrationId);
  const next = registration && nextPriceStatus(registration.price_status, 'PAID');
  if (!registration || !next) return false;
  if (next !== registration.price_status)
    await updateRegistrationRow(trx, registration.id, { price_status: next }, now);
  return true;
}

/**
 * changePayStatusAtResult: PAID for an open or failed request (the registration follows), ERROR
 * for an open one. Anything else is refused (`payment.statusTransition`), nothing written.
 */
export async function changePayStatusAtResult(
  ctx: RequestContext,
  organiser: MemberRow,
  tid: string,
  status: PayStatus,
): Promise<PayRow> {
  return ctx.knex.transaction(async (trx) => {
    const now = ctx.clock.now();
    const pay = await payByTidForUpdate(trx, tid.slice(0, 40));
    if (!pay) throw new AppError('NOT_FOUND');
    if (!mayRecordPayResult(pay.pay_status, status))
      throw validationError([{ field: 'status', code: 'payment.statusTransition' }]);
    const updated = await updatePay(
      trx,
      pay.id,
      status === 'PAID'
        ? { pay_status: 'PAID', paid_at: now, statusChecked: true }
        : { pay_status: 'ERROR', urlExpired: true, statusChecked: true },
      now,
    );
    await noteAction(
      trx,
      organiser,
      { relationId: pay.id, type: 'PAY' },
      `Status ${pay.pay_status} → ${status} (recorded from the gateway's admin)`,
      now,
    );
    if (status === 'PAID' && pay.registration_list_id) {
      const registration = await registrationForUpdate(trx, pay.registration_list_id);
      // Money taken for a voided or repriced request: paid, logged for an organiser to settle.
      if (
        !registration ||
        pay.total !== (await chargeOf(ctx, registration, trx)) ||
        !(await markRegistrationPaid(trx, registration.id, now))
      )
        await logFailure(trx, { reason: 'STALE_PAYMENT', pay, message: 'recorded paid by an organiser' });
    }
    if (status === 'PAID') await issueReceipt(trx, ctx, updated);
    return updated;
  });
}

/** One registration against its payments, on locked rows. */
async function reconcile(
  ctx: RequestContext,
  trx: Knex.Transaction,
  registrationId: number,
): Promise<PaymentCheck> {
  const now = ctx.clock.now();
  const registration = await registrationForUpdate(trx, registrationId);
  if (!registration) throw new AppError('NOT_FOUND');
  const pays = await paysOfRegistrationForUpdate(trx, registrationId);
  let outcome: CheckOutcome = 'UNCHANGED';
  let priceStatus = registration.price_status;
  const charge = await chargeOf(ctx, registration, trx);
  const settled = pays.find((pay) => SETTLED.includes(pay.pay_status) && pay.cancelled_total === 0);
  if (priceStatus === 'UNPAID' && settled && settled.total === charge && !registration.delete) {
    await updateRegistrationRow(trx, registrationId, { price_status: 'PAID' }, now);
    priceStatus = 'PAID';
    outcome = 'MARKED_PAID';
  } else if (priceStatus === 'PAID' && !pays.some((pay) => SETTLED.includes(pay.pay_status))) {
    outcome = 'MISMATCH';
  }
  for (const pay of pays) {
    // An issued virtual account stays open until its deposit deadline, any other request 10 minutes.
    const until = openUntil(pay);
    const late = !until || now.getTime() > until.getTime();
    if (pay.pay_status === 'REQUESTED' && !pay.urlExpired && late) {
      await updatePay(trx, pay.id, { urlExpired: true, statusChecked: true }, now);
      await logFailure(trx, { reason: 'URL_EXPIRED', pay });
      if (outcome === 'UNCHANGED') outcome = 'EXPIRED_REQUEST';
    } else if (!pay.statusChecked) {
      await updatePay(trx, pay.id, { statusChecked: true }, now);
    }
  }
  const latest = pays[0] ? await findPay(trx, pays[0].id) : undefined;
  return {
    registrationId: String(registrationId),
    outcome,
    price_status: priceStatus,
    pay_status: latest ? latest.pay_status : null,
  };
}

/** checkupRegistpayment: each listed registration, in one transaction. */
export async function checkupRegistrations(ctx: RequestContext, ids: number[]): Promise<PaymentCheck[]> {
  if (ids.length === 0 || ids.length > MAX_CHECK_IDS)
    throw validationError([{ field: 'ids', code: 'validation.invalid' }]);
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return ctx.knex.transaction(async (trx) => {
    const checks: PaymentCheck[] = [];
    for (const id of unique) checks.push(await reconcile(ctx, trx, id));
    return checks;
  });
}

/** forcePaymentCheck: the member's live registrations (the member themself or an organiser). */
export async function forcePaymentCheck(
  ctx: RequestContext,
  viewer: MemberRow,
  organiser: boolean,
  email: string,
): Promise<PaymentCheck[]> {
  const wanted = email.trim().toLowerCase();
  if (!wanted) throw validationError([{ field: 'email', code: 'validation.required' }]);
  if (!organiser && wanted !== viewer.email.toLowerCase()) throw new AppError('NOT_PERMITTED');
  const member = await findMemberByEmail(ctx.knex, wanted.slice(0, 254));
  if (!member) throw new AppError('NOT_FOUND');
  const ids = await liveRegistrationIdsOf(ctx.knex, member.id);
  return ctx.knex.transaction(async (trx) => {
    const checks: PaymentCheck[] = [];
    for (const id of ids) checks.push(await reconcile(ctx, trx, id));
    return checks;
  });
}

/**
 * recordBankTransfer: a BANK_TRANSFER payment of the registration's whole charge, the memo on it,
 * open gateway requests voided, the registration paid.
 */
export async function recordBankTransfer(
  ctx: RequestContext,
  organiser: MemberRow,
  registrationId: number,
  memo: string,
): Promise<PayRow> {
  const text = memo.trim();
  if (!text) throw validationError([{ field: 'memo', code: 'validation.required' }]);
  if (text.length > 2000) throw validationError([{ field: 'memo', code: 'validation.tooLong' }]);
  return ctx.knex.transaction(async (trx) => {
    const now = ctx.clock.now();
    const registration = await registrationForUpdate(trx, registrationId);
    if (!registration || registration.delete) throw new AppError('NOT_FOUND');
    if (!mayRecordBankTransfer(registration.price_status))
      throw validationError([{ field: 'registrationId', code: 'payment.notPayable' }]);
    const member = await findMemberById(trx, registration.user_id);
    await expireOpenPaysOfRegistration(trx, registrationId, now);
    const pay = await insertPay(trx, {
      trade_id: `BANK${registrationId}-${now.getTime().toString(36)}${randomBytes(4).toString('hex')}`,
      product_name: payProductName(registration),
      total: await chargeOf(ctx, registration, trx),
      tax_free: 0,
      currency: 'KRW',
      cash_code: 'BANK',
      country: registration.currency === 'KRW' ? 'KOREA' : 'OVERSEAS',
      pay_status: 'BANK_TRANSFER',
      grade: registration.category,
      user_id: registration.user_id,
      user_name:
        nameTagName(String(member?.givenName ?? ''), String(member?.familyName ?? '')) ||
        String(member?.email ?? ''),
      user_email: String(member?.email ?? ''),
      registration_list_id: registrationId,
      statusChecked: true,
      paid_at: now,
      // No gateway: no callbacks.
      noti_url: '',
      close_url: '',
      fail_url: '',
      fail_redirect: '',
      success_redirect: '',
      created_at: now,
      updated_at: now,
    });
    await noteAction(trx, organiser, { relationId: pay.id, type: 'PAY' }, text, now);
    await updateRegistrationRow(trx, registrationId, { price_status: 'PAID' }, now);
    await issueReceipt(trx, ctx, pay);
    return pay;
  });
}

/**
 * A walk-in's payment at the congress desk (issue 26 §2), in the caller's transaction (the one
 * that creates the registration): a PAID payment of the registration's whole charge in KRW, in
 * cash or on the desk's card terminal (cash codes CASH and POS), the memo on it, and its receipt.
 * No gateway took it, so it has no pay_token: a refund is the organisers' own (cash back or the
 * terminal's cancel), never a gateway cancel.
 */
export async function recordDeskPayment(
  trx: Knex.Transaction,
  ctx: AppDeps,
  organiser: MemberRow,
  registration: RegistrationRow,
  member: MemberRow,
  method: 'CASH' | 'POS',
  memo: string,
): Promise<{ pay: PayRow; receiptNumber: number }> {
  const now = ctx.clock.now();
  const pay = await insertPay(trx, {
    trade_id: `DESK${registration.id}-${now.getTime().toString(36)}${randomBytes(4).toString('hex')}`,
    product_name: payProductName(registration),
    total: await chargeOf(ctx, registration, trx),
    tax_free: 0,
    currency: 'KRW',
    cash_code: method,
    country: registration.currency === 'KRW' ? 'KOREA' : 'OVERSEAS',
    pay_status: 'PAID',
    grade: registration.category,
    user_id: member.id,
    user_name: nameTagName(String(member.givenName ?? ''), String(member.familyName ?? '')) || member.email,
    user_email: member.email,
    registration_list_id: registration.id,
    statusChecked: true,
    paid_at: now,
    // No gateway: no callbacks.
    noti_url: '',
    close_url: '',
    fail_url: '',
    fail_redirect: '',
    success_redirect: '',
    created_at: now,
    updated_at: now,
  });
  await noteAction(trx, organiser, { relationId: pay.id, type: 'PAY' }, memo, now);
  const receipt = await issueReceipt(trx, ctx, pay, undefined, { givenAtDesk: true });
  return { pay, receiptNumber: receipt.number };
}
