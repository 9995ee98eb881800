// Our side of the KG Mobilians REST API: registration and cancellation (protocol §2.1, §2.5).
// The host is KG's (KG_API_URL) or the API's own emulator (gatewayEmulator/), as config.gateway says.
import { post } from '../../../http/post';
import {
  cancelHmac,
  KG_OK,
  resultHmac,
  sameHmac,
  type KgCancelRequest,
  type KgRegistrationRequest,
  type KgRegistrationResponse,
} from './protocol';

export interface KgSettings {
  /** Host without trailing slash, e.g. https://mup.mobilians.co.kr or http://127.0.0.1:8080/mock-kg. */
  baseUrl: string;
  sid: string;
  skey: string;
  timeoutMs?: number;
}

export class KgError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function postJson<T>(settings: KgSettings, path: string, body: unknown): Promise<T> {
  const res = await post(`${settings.baseUrl}${path}`, {
    contentType: 'application/json',
    body: JSON.stringify(body),
    timeoutMs: settings.timeoutMs ?? 10_000,
  });
  if (res.status < 200 || res.status > 299)
    throw new KgError(`HTTP${res.status}`, `gateway answered HTTP ${res.status}`);
  return JSON.parse(res.text) as T;
}

/** Registers a transaction; a refused registration or a response with a wrong HMAC throws. */
export async function registerTransaction(
  settings: KgSettings,
  request: Omit<KgRegistrationRequest, 'sid'>,
): Promise<
  Required<Pick<KgRegistrationResponse, 'tid' | 'pay_url' | 'time_stamp'>> & KgRegistrationResponse
> {
  const response = await postJson<KgRegistrationResponse>(settings, '/MUP/api/registration', {
    ...request,
    sid: settings.sid,
  });
  if (response.code !== KG_OK) throw new KgError(response.code, response.message);
  const timeStamp = response.time_stamp ?? request.time_stamp;
  const expected = resultHmac(settings.skey, {
    amount: request.amount.total,
    ok_url: request.ok_url,
    trade_id: request.trade_id,
    time_stamp: timeStamp,
  });
  if (!sameHmac(response.hmac, expected)) throw new KgError('HMAC', 'registration response has a wrong hmac');
  if (!response.tid || !response.pay_url)
    throw new KgError('FORMAT', 'registration response lacks tid or pay_url');
  return { ...response, tid: response.tid, pay_url: response.pay_url, time_stamp: timeStamp };
}

/** A bank account a refund goes to (cancel_type R). */
export interface RefundAccount {
  bank_code: string;
  account_no: string;
  account_name: string;
}

/**
 * Cancels all or part of an approved payment: cancel_type C, or R (refund to a bank account, the
 * only way back for a virtual-account payment) when `refundTo` names the account.
 */
export async function cancelTransaction(
  settings: KgSettings,
  request: Omit<KgCancelRequest, 'sid' | 'hmac' | 'cancel_type' | keyof RefundAccount | 'refund_amount'>,
  refundTo?: RefundAccount,
): Promise<{ code: string; message: string }> {
  const body: KgCancelRequest = {
    ...request,
    sid: settings.sid,
    cancel_type: refundTo ? 'R' : 'C',
    ...(refundTo ? { ...refundTo, refund_amount: request.amount } : {}),
    hmac: cancelHmac(settings.skey, { sid: settings.sid, ...request }),
  };
  return postJson(settings, '/MUP/api/cancellation', body);
}

/** Voids an issued, unpaid virtual account (§2.6 `/MUP/api/account-expire`). */
export async function expireAccount(
  settings: KgSettings,
  request: { trade_id: string; pay_token: string; amount: string },
): Promise<{ code: string; message: string }> {
  return postJson(settings, '/MUP/api/account-expire', { ...request, sid: settings.sid });
}
