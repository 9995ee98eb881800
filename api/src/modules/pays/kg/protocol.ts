// KG Mobilians REST protocol facts (shared/reference kg-mobilians-protocol.md), used by our
// client and by the local emulator alike: HMACs (§4), KST time stamps (§1), callback bodies (§1).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DateTime } from 'luxon';

export const KG_OK = '0000';
export const KG_INVALID_PARAMETER = '6101';
export const KG_INVALID_HMAC = '6102';
export const KG_DUPLICATE = 'M681';

/** Base64(HMAC-SHA256(skey, message)), UTF-8, 44 characters (§4). */
export const kgHmac = (skey: string, message: string): string =>
  createHmac('sha256', skey).update(message, 'utf8').digest('base64');

/** Registration response, ok_url / noti_url result, approval: amount + ok_url + trade_id + time_stamp. */
export const resultHmac = (
  skey: string,
  f: { amount: string | number; ok_url: string; trade_id: string; time_stamp: string },
) => kgHmac(skey, `${f.amount}${f.ok_url}${f.trade_id}${f.time_stamp}`);

/** Cancel / refund request: sid + trade_id + pay_token + amount. */
export const cancelHmac = (
  skey: string,
  f: { sid: string; trade_id: string; pay_token: string; amount: string | number },
) => kgHmac(skey, `${f.sid}${f.trade_id}${f.pay_token}${f.amount}`);

/** Constant-time comparison of two HMACs (a wrong length is simply unequal). */
export function sameHmac(a: string | undefined, b: string): boolean {
  if (typeof a !== 'string') return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** yyyymmddhhmmss in Korean time (§1). */
export const kstTimestamp = (at: Date): string =>
  DateTime.fromJSDate(at, { zone: 'Asia/Seoul' }).toFormat('yyyyMMddHHmmss');

export const parseKstTimestamp = (stamp: string): Date | null => {
  const parsed = DateTime.fromFormat(stamp, 'yyyyMMddHHmmss', { zone: 'Asia/Seoul' });
  return parsed.isValid ? parsed.toJSDate() : null;
};

/** The payment window stays valid this long after time_stamp (§2.1). */
export const PAY_WINDOW_MINUTES = 10;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const cp949 = new TextDecoder('euc-kr');

/** Percent-decodes to bytes, then UTF-8, falling back to CP949 (§1: the docs say EUC-KR). */
function decodeComponent(text: string): string {
  const bytes: number[] = [];
  const plain = text.replace(/\+/g, ' ');
  for (let i = 0; i < plain.length; i += 1) {
    const c = plain[i] as string;
    if (c === '%' && /^[0-9a-fA-F]{2}$/.test(plain.slice(i + 1, i + 3))) {
      bytes.push(parseInt(plain.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  const buffer = Uint8Array.from(bytes);
  try {
    return utf8.decode(buffer);
  } catch {
    return cp949.decode(buffer);
  }
}

/** A form-urlencoded callback body (raw bytes) as fields; the first of a repeated name wins. */
export function parseCallbackBody(raw: Buffer | string): Record<string, string> {
  const text = typeof raw === 'string' ? raw : raw.toString('latin1');
  const fields: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = decodeComponent(at < 0 ? pair : pair.slice(0, at));
    if (!Object.hasOwn(fields, name)) fields[name] = decodeComponent(at < 0 ? '' : pair.slice(at + 1));
  }
  return fields;
}

/** Fields of the registration request (§2.1) we send. */
export interface KgRegistrationRequest {
  sid: string;
  cash_code: string;
  product_name: string;
  trade_id: string;
  site_url: string;
  ok_url: string;
  amount: { total: number; tax?: number; tax_free?: number };
  call_type: 'P' | 'S' | 'I';
  hybrid_pay: 'N';
  noti_url: string;
  close_url: string;
  fail_url: string;
  time_stamp: string;
  mstr?: string;
  user_name?: string;
  user_email?: string;
  /** Method options (§2.1); a virtual account's deposit deadline `va_deposit_closure` (YYYYMMDD). */
  pay_options?: { va_deposit_closure?: string };
}

export interface KgRegistrationResponse {
  code: string;
  message: string;
  sid?: string;
  tid?: string;
  pay_url?: string;
  qrcode_url?: string;
  hmac?: string;
  time_stamp?: string;
}

export interface KgCancelRequest {
  sid: string;
  trade_id: string;
  cash_code: string;
  pay_token: string;
  amount: string;
  /** C cancel; R refund to a bank account (a virtual-account payment), with the account below. */
  cancel_type: 'C' | 'R';
  part_cancel: 'N' | 'Y';
  hmac: string;
  bank_code?: string;
  account_no?: string;
  account_name?: string;
  refund_amount?: string;
}

/** The deposit deadline KG is given for a virtual account (§2.6): YYYYMMDD, `days` ahead in KST. */
export const vaDepositClosure = (now: Date, days: number): string =>
  DateTime.fromJSDate(now, { zone: 'Asia/Seoul' }).plus({ days }).toFormat('yyyyMMdd');

/** When a virtual account closes: the end of its deposit-deadline day in Korean time. */
export const vaClosesAt = (closure: string): Date | null => {
  const day = DateTime.fromFormat(closure, 'yyyyMMdd', { zone: 'Asia/Seoul' });
  return day.isValid ? day.endOf('day').toJSDate() : null;
};

/** The deposit notification of a virtual account (§2.6): KG's legacy CapitalCase fields. */
export const isDepositNotification = (fields: Record<string, string>): boolean =>
  'Tradeid' in fields && 'Resultcd' in fields;
