// Payments through KG Mobilians (or its local emulator): the payment request, the result from
// the browser (ok_url) and from KG's server (noti_url), cancellations, and the failed-registration
// log. Payment and registration change together in one transaction, on the locked pay row, so a
// repeated or concurrent notification changes nothing twice.
import { randomBytes } from 'node:crypto';
import {
  mayRequestPayment,
  nextPriceStatus,
  registrationProductName,
  type PayCashCode,
} from '@congress/domain';
import { nameTagName } from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { AppDeps, RequestContext } from '../../context';
import type { PaymentGateway } from '../../config';
import type { RegistrationRow } from '../../db/rows';
import { filled, type PayRow } from './pays.rows';
import { AppError, validationError } from '../../errors';
import type { MemberRow } from '../members/members.service';
import {
  findRegistration,
  registrationForUpdate,
  updateRegistrationRow,
} from '../registrations/registrations.service';
import { cancelTransaction, KgError, registerTransaction, type KgSettings } from './kg/client';
import {
  KG_OK,
  kstTimestamp,
  parseKstTimestamp,
  PAY_WINDOW_MINUTES,
  resultHmac,
  sameHmac,
} from './kg/protocol';
import { EMULATOR_PATH } from './gatewayEmulator/emulator';
import { issueReceipt } from '../receipts/receipts.service';
import { usdKrwRateSetting } from '../settings/settings.lookup';
import {
  expireOpenPaysOf,
  expireOpenPaysOfRegistration,
  findPay,
  countFailure,
  findPayByUrl,
  insertCancellation,
  insertFailure,
  insertPay,
  payByTradeIdForUpdate,
  payForUpdate,
  updatePay,
} from './pays.repository';

/** The configured gateway; createApp refuses to start without one, so none here is a bug. */
export function gatewayOf(deps: Pick<AppDeps, 'config'>): PaymentGateway {
  if (!deps.config.gateway) throw new Error('no payment gateway configured');
  return deps.config.gateway;
}

/** The gateway's host, merchant id and key: KG's, or the API's own emulator (config.gateway). */
export function kgSettings(deps: Pick<RequestContext, 'config' | 'localUrl'>): KgSettings {
  const gateway = gatewayOf(deps);
  return {
    baseUrl: (gateway.mode === 'kg' ? gateway.apiUrl : `${deps.localUrl}${EMULATOR_PATH}`).replace(/\/$/, ''),
    sid: gateway.sid,
    skey: gateway.skey,
  };
}

export type FailureReason =
  | 'GATEWAY_REFUSED'
  | 'DECLINED'
  | 'WINDOW_CLOSED'
  | 'BAD_SIGNATURE'
  | 'AMOUNT_MISMATCH'
  | 'TID_MISMATCH'
  | 'UNKNOWN_TRADE'
  | 'BAD_PAY_TOKEN'
  | 'URL_EXPIRED'
  | 'WRONG_IP'
  | 'STALE_PAYMENT';

interface FailureValues {
  reason: FailureReason;
  pay?: PayRow;
  code?: string;
  message?: string;
  tid?: string;
  trade_id?: string;
}

const failureRow = (values: FailureValues) => ({
  reason: values.reason,
  code: values.code?.slice(0, 10) ?? null,
  message: values.message?.slice(0, 500) ?? null,
  pay_id: values.pay?.id ?? null,
  user_id: values.pay?.user_id ?? null,
  registration_list_id: values.pay?.registration_list_id ?? null,
  tid: (values.pay?.tid as string | undefined) ?? values.tid?.slice(0, 40) ?? null,
  trade_id: (values.pay?.trade_id as string | undefined) ?? values.trade_id?.slice(0, 40) ?? null,
});

/** One row in the failed-registration log. */
export const logFailure = (knex: Knex, values: FailureValues) => insertFailure(knex, failureRow(values));

/**
 * A refusal of a gateway callback, which anyone can send: counted in the row of its reason,
 * payment, sender address (when known) and hour, so a flood of them is one row with a count.
 */
export const logCountedFailure = (knex: Knex, values: FailureValues & { source?: string }) =>
  countFailure(knex, { ...failureRow(values), source_ip: values.source?.slice(0, 45) ?? null });

/** What a registration costs at the gateway: whole KRW (USD at the rate of the site settings). */
export async function chargeOf(
  deps: Pick<AppDeps, 'knex' | 'config' | 'clock'>,
  registration: Pick<RegistrationRow, 'price' | 'currency'>,
  trx?: Knex.Transaction,
) {
  const price = Number(registration.price);
  return registration.currency === 'KRW' ? price : price * (await usdKrwRateSetting(deps, trx));
}

/**
 * The pay row's product name (the gateway's payment window, the pay log): the tier by its name,
 * in the language of its track (Korean fees in Korean, overseas fees in English), never its code.
 */
export const payProductName = (registration: Pick<RegistrationRow, 'category' | 'currency'>) =>
  registrationProductName(registration.category, registration.currency === 'KRW' ? 'ko' : 'en');

const CASH_CODES_ONLINE: readonly PayCashCode[] = ['CN', 'EP', 'RA', 'MC'];

/**
 * The member asks to pay their unpaid registration: a pay row (REQUESTED), the transaction
 * registered with the gateway, the pay_url to open. Earlier open requests of the registration
 * are voided. A refused registration is an ERROR pay and a line in the failed-registration log.
 */
export async function createPayment(
  ctx: RequestContext,
  member: MemberRow,
  registrationId: number,
  cashCode: string,
): Promise<PayRow> {
  if (!(CASH_CODES_ONLINE as readonly string[]).includes(cashCode))
    throw validationError([{ field: 'cash_code', code: 'validation.invalid' }]);
  const now = ctx.clock.now();
  const callbacks = `${ctx.origin}/payments/kg`;
  const notiBase = gatewayOf(ctx).mode === 'kg' ? ctx.origin : ctx.localUrl;
  const pay = await ctx.knex.transaction(async (trx) => {
    const registration = await registrationForUpdate(trx, registrationId);
    if (!registration || registration.delete) throw new AppError('NOT_FOUND');
    if (registration.user_id !== member.id) throw new AppError('NOT_PERMITTED');
    if (!mayRequestPayment(registration.price_status))
      throw validationError([{ field: 'registrationId', code: 'payment.notPayable' }]);
    await expireOpenPaysOfRegistration(trx, registrationId, now);
    const tradeId = `KSP${registrationId}-${now.getTime().toString(36)}${randomBytes(4).toString('hex')}`;
    return insertPay(trx, {
      trade_id: tradeId,
      product_name: payProductName(registration),
      total: await chargeOf(ctx, registration, trx),
      tax_free: 0,
      currency: 'KRW',
      cash_code: cashCode,
      country: registration.currency === 'KRW' ? 'KOREA' : 'OVERSEAS',
      pay_status: 'REQUESTED',
      grade: registration.category,
      user_id: member.id,
      user_name: nameTagName(member.givenName ?? '', member.familyName ?? '') || member.email,
      user_email: member.email,
      registration_list_id: registrationId,
      time_stamp: kstTimestamp(now),
      site_url: new URL(ctx.origin).hostname.slice(0, 20),
      ok_url: `${callbacks}/result`,
      fail_url: `${callbacks}/fail`,
      close_url: `${callbacks}/close?trade_id=${tradeId}`,
      noti_url: `${notiBase}/payments/kg/noti`,
      success_redirect: '/success',
      fail_redirect: '/failed',
      call_type: 'S',
      created_at: now,
      updated_at: now,
    });
  });
  const settings = kgSettings(ctx);
  try {
    const registered = await registerTransaction(settings, {
      cash_code: cashCode,
      product_name: pay.product_name,
      trade_id: pay.trade_id,
      site_url: filled(pay, 'site_url'),
      ok_url: filled(pay, 'ok_url'),
      amount: { total: pay.total, tax_free: 0 },
      call_type: 'S',
      hybrid_pay: 'N',
      noti_url: pay.noti_url,
      close_url: pay.close_url,
      fail_url: pay.fail_url,
      time_stamp: filled(pay, 'time_stamp'),
      user_email: member.email,
    });
    return await updatePay(
      ctx.knex,
      pay.id,
      {
        sid: settings.sid,
        tid: registered.tid,
        pay_url: registered.pay_url,
        qrcode_url: registered.qrcode_url ?? null,
        time_stamp: registered.time_stamp,
        hmac: registered.hmac ?? null,
      },
      ctx.clock.now(),
    );
  } catch (error) {
    const code = error instanceof KgError ? error.code : 'NETWORK';
    ctx.logger.warn({ err: error, payId: pay.id }, 'payment registration refused');
    await ctx.knex.transaction(async (trx) => {
      await updatePay(trx, pay.id, { pay_status: 'ERROR' }, ctx.clock.now());
      await logFailure(trx, { reason: 'GATEWAY_REFUSED', pay, code, message: (error as Error).message });
    });
    throw new AppError('UNAVAILABLE', {
      message: 'The payment gateway refused the request. Please try again.',
    });
  }
}

export type ResultOutcome = 'PAID' | 'ALREADY_PAID' | 'DECLINED' | 'REJECTED';

/**
 * A result from the gateway (ok_url through the browser, noti_url from KG's server, fail_url).
 * Checks in the protocol's order: known trade, HMAC over amount + ok_url + trade_id + time_stamp,
 * tid, result code, amount against the stored pay, pay_token. Idempotent on the locked pay row.
 * `source`: the sender's address, kept with the refusals it caused.
 */
export async function handleGatewayResult(
  deps: AppDeps,
  fields: Record<string, string>,
  source?: string,
): Promise<{ outcome: ResultOutcome; pay?: PayRow }> {
  return deps.knex.transaction(async (trx) => {
    const now = deps.clock.now();
    // Anyone can post a result: its refusals are counted, never one row each (logCountedFailure).
    const log = (values: FailureValues) => logCountedFailure(trx, { ...values, source });
    const pay = fields.trade_id ? await payByTradeIdForUpdate(trx, fields.trade_id) : undefined;
    if (!pay) {
      await log({
        reason: 'UNKNOWN_TRADE',
        tid: fields.tid,
        trade_id: fields.trade_id,
        code: fields.code,
      });
      return { outcome: 'REJECTED' };
    }
    const expected = resultHmac(gatewayOf(deps).skey, {
      amount: fields.amount ?? '',
      ok_url: pay.ok_url ?? '',
      trade_id: pay.trade_id,
      time_stamp: pay.time_stamp ?? '',
    });
    if (!sameHmac(fields.hmac, expected)) {
      await log({ reason: 'BAD_SIGNATURE', pay, code: fields.code });
      return { outcome: 'REJECTED', pay };
    }
    if (fields.tid !== pay.tid) {
      await log({ reason: 'TID_MISMATCH', pay, code: fields.code, message: `tid ${fields.tid}` });
      return { outcome: 'REJECTED', pay };
    }
    if (pay.pay_status === 'PAID') return { outcome: 'ALREADY_PAID', pay };
    if (fields.code !== KG_OK) {
      if (pay.pay_status === 'REQUESTED') await updatePay(trx, pay.id, { pay_status: 'ERROR' }, now);
      await log({ reason: 'DECLINED', pay, code: fields.code, message: fields.message });
      return { outcome: 'DECLINED', pay };
    }
    if (fields.amount !== String(pay.total)) {
      await updatePay(trx, pay.id, { pay_status: 'ERROR' }, now);
      await log({
        reason: 'AMOUNT_MISMATCH',
        pay,
        message: `amount ${fields.amount}, expected ${pay.total}`,
      });
      return { outcome: 'REJECTED', pay };
    }
    if (!fields.pay_token || Buffer.byteLength(fields.pay_token) > 15) {
      await log({ reason: 'BAD_PAY_TOKEN', pay });
      return { outcome: 'REJECTED', pay };
    }
    const paid = await updatePay(
      trx,
      pay.id,
      {
        pay_status: 'PAID',
        pay_token: fields.pay_token,
        sign_date: fields.sign_date?.slice(0, 14) || null,
        cn_appr_no: fields.cn_appr_no?.slice(0, 20) || null,
        hmac: fields.hmac,
        statusChecked: true,
        paid_at: now,
      },
      now,
    );
    const registration = pay.registration_list_id
      ? await registrationForUpdate(trx, pay.registration_list_id)
      : undefined;
    const next = registration ? nextPriceStatus(registration.price_status, 'PAID') : null;
    // Money taken for a voided request (the price changed meanwhile) or a cancelled registration:
    // the pay is recorded as paid, the registration is left for an organiser to settle.
    if (
      !registration ||
      !next ||
      pay.urlExpired ||
      (await chargeOf(deps, registration, trx)) !== pay.total
    ) {
      await log({
        reason: 'STALE_PAYMENT',
        pay,
        message: 'paid a request that no longer matches',
      });
    } else {
      await updateRegistrationRow(trx, registration.id, { price_status: next }, now);
    }
    // Money was taken either way: the payer gets a receipt, numbered in this transaction.
    await issueReceipt(trx, deps, paid);
    return { outcome: 'PAID', pay: paid };
  });
}

/** The payment window was closed (close_url): the request is void; the log says why. */
export async function windowClosed(deps: AppDeps, tradeId: string): Promise<PayRow | undefined> {
  return deps.knex.transaction(async (trx) => {
    const pay = await payByTradeIdForUpdate(trx, tradeId);
    if (!pay) return undefined;
    if (pay.pay_status === 'REQUESTED' && !pay.urlExpired) {
      await updatePay(trx, pay.id, { urlExpired: true }, deps.clock.now());
      await logFailure(trx, { reason: 'WINDOW_CLOSED', pay });
    }
    return pay;
  });
}

/** validateCheckPayUrl: is this a payment window still worth opening? (expired after 10 minutes) */
export async function payUrlStatus(deps: AppDeps, payUrl: string) {
  const pay = await findPayByUrl(deps.knex, payUrl);
  if (!pay) return { valid: false, urlExpired: true, payId: null };
  const from = parseKstTimestamp(String(pay.time_stamp ?? ''));
  const late = !from || deps.clock.now().getTime() > from.getTime() + PAY_WINDOW_MINUTES * 60_000;
  const expired = Boolean(pay.urlExpired) || late;
  return { valid: pay.pay_status === 'REQUESTED' && !expired, urlExpired: expired, payId: String(pay.id) };
}

export const closeOpenPayments = (deps: AppDeps, email: string) =>
  expireOpenPaysOf(deps.knex, email, deps.clock.now());

export { findPay };

/**
 * An organiser cancels all (default) or part of a paid payment at the gateway (POST /cancel).
 * The pay row stays locked through the gateway call, so two cancels cannot both pass. A full
 * cancel makes the pay CANCELLED and the registration REFUNDED.
 */
export async function cancelPayment(
  ctx: RequestContext,
  organiser: MemberRow,
  payId: number,
  input: { amount?: number; reason?: string },
) {
  return ctx.knex.transaction(async (trx) => {
    const now = ctx.clock.now();
    const pay = await payForUpdate(trx, payId);
    if (!pay) throw new AppError('NOT_FOUND');
    if (pay.pay_status !== 'PAID' || !pay.pay_token)
      throw validationError([{ field: 'payId', code: 'payment.notCancellable' }]);
    const remaining = pay.total - pay.cancelled_total;
    const amount = input.amount ?? remaining;
    if (!Number.isInteger(amount) || amount < 1 || amount > remaining)
      throw validationError([{ field: 'amount', code: 'payment.cancelAmount' }]);
    const partial = amount < pay.total;
    const leftAfter = remaining - amount;
    const answer = await cancelTransaction(kgSettings(ctx), {
      trade_id: pay.trade_id,
      cash_code: filled(pay, 'cash_code'),
      pay_token: pay.pay_token,
      // MC partial cancels name what remains (protocol §2.5).
      amount: String(partial && pay.cash_code === 'MC' ? leftAfter : amount),
      part_cancel: partial ? 'Y' : 'N',
    });
    const cancellationId = await insertCancellation(trx, {
      pay_id: pay.id,
      amount,
      partial,
      reason: input.reason?.slice(0, 500) ?? null,
      organiser_id: organiser.id,
      result_code: answer.code.slice(0, 10),
      result_message: String(answer.message ?? '').slice(0, 200),
      created_at: now,
    });
    if (answer.code !== KG_OK) return { ok: false, code: answer.code, message: answer.message, pay };
    const updated = await updatePay(
      trx,
      pay.id,
      {
        cancelled_total: pay.cancelled_total + amount,
        ...(leftAfter === 0 ? { pay_status: 'CANCELLED', cancelled_at: now } : {}),
      },
      now,
    );
    if (leftAfter === 0 && pay.registration_list_id) {
      const registration = await registrationForUpdate(trx, pay.registration_list_id);
      const next = registration && nextPriceStatus(registration.price_status, 'REFUNDED');
      if (registration && next)
        await updateRegistrationRow(trx, registration.id, { price_status: next }, now);
    }
    await issueReceipt(trx, ctx, updated, { id: cancellationId, amount });
    return { ok: true, code: answer.code, message: answer.message, pay: updated };
  });
}

export { findRegistration };
