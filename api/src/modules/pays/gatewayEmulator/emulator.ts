// A local stand-in for KG Mobilians (protocol reference §7), mounted by the API at /mock-kg only
// when asked for (PAYMENT_GATEWAY=emulator: the demo, tests, the browser journeys). It speaks the
// same protocol over HTTP: registration with KG's checks (6101), a payment window where the tester approves, declines
// or closes, the result to ok_url (an auto-submitting form through the browser) and to noti_url
// (server to server, retried until the bare body SUCCESS, at most 20 times), and cancellation with
// the cancel HMAC (6102) and the partial-cancel rules. Faults are picked in the payment window.
import { randomBytes, randomInt } from 'node:crypto';
import express, { type Router } from 'express';
import type { Clock } from '../../../clock';
import type { Logger } from '../../../logger';
import { hashSource } from '../../../http/csp';
import { post } from '../../../http/post';
import { localUrlOf } from '../../../http/siteOrigin';
import {
  cancelHmac,
  KG_DUPLICATE,
  KG_INVALID_HMAC,
  KG_INVALID_PARAMETER,
  KG_OK,
  kstTimestamp,
  parseKstTimestamp,
  PAY_WINDOW_MINUTES,
  resultHmac,
  sameHmac,
} from '../kg/protocol';
import escapeHtml from 'escape-html';

export const EMULATOR_PATH = '/mock-kg';

/** What the tester can make go wrong (the payment window's "fault" choice). */
export const EMULATOR_FAULTS = [
  'none',
  'tamperHmac',
  'amountMismatch',
  'duplicateNoti',
  'notiBeforeOk',
  'noNoti',
  'notiServerError',
  /** Virtual account: issue it with a deposit deadline already past (how a test lets it expire). */
  'vaPastDeadline',
] as const;
export type EmulatorFault = (typeof EMULATOR_FAULTS)[number];

interface Transaction {
  tid: string;
  request: Record<string, unknown> & {
    sid: string;
    trade_id: string;
    ok_url: string;
    cash_code: string;
    amount: { total: number };
    noti_url?: string;
    fail_url?: string;
    close_url?: string;
    product_name: string;
    mstr?: string;
  };
  time_stamp: string;
  state: 'REGISTERED' | 'ISSUED' | 'APPROVED' | 'DECLINED' | 'CLOSED' | 'ACCOUNT_EXPIRED';
  pay_token?: string;
  remaining: number;
  /** Virtual account (VA), issued when the tester approves: KG's bank_code, account_no, deposit_closure. */
  account?: { bank_code: string; account_no: string; deposit_closure: string; va_reference_key: string };
}

export interface EmulatorOptions {
  sid: string;
  skey: string;
  clock: Clock;
  logger: Logger;
  /** Pause between notification attempts (KG's is undocumented). */
  notiRetryMs?: number;
  /** Browser-facing base of pay_url (PUBLIC_URL + /mock-kg); else this process's own address. */
  publicBase?: string;
}

const LIMITS: Record<string, number> = {
  sid: 12,
  cash_code: 2,
  product_name: 50,
  trade_id: 40,
  site_url: 20,
  ok_url: 128,
  noti_url: 128,
  close_url: 128,
  fail_url: 128,
  time_stamp: 14,
  mstr: 2000,
};
const REQUIRED = ['sid', 'cash_code', 'product_name', 'trade_id', 'site_url', 'ok_url'];
const CASH_CODES = ['MC', 'CN', 'RA', 'VA', 'EP', 'TM'];

const SUBMIT_RESULT = "document.getElementById('result').submit()";

/** An auto-submitting form: how KG's result page hands the result to ok_url through the browser. */
const autoPost = (url: string, fields: Record<string, string>) => `<!doctype html><html><body>
<form id="result" method="post" action="${escapeHtml(url)}">
${Object.entries(fields)
  .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
  .join('\n')}
<noscript><button type="submit">Continue</button></noscript>
</form><script>${SUBMIT_RESULT}</script></body></html>`;

/**
 * The emulator's pages are the gateway's, not the site's: a policy of their own, as KG's would be.
 * Their one script is the result form's submit; forms go to the emulator and to the transaction's
 * return addresses (ok_url, fail_url; close_url is reached by a redirect after the window's form,
 * which form-action checks too).
 */
function windowPolicy(t?: Transaction): string {
  const returns = new Set<string>();
  for (const url of [t?.request.ok_url, t?.request.fail_url, t?.request.close_url])
    if (url && URL.canParse(url)) returns.add(new URL(url).origin);
  return [
    "default-src 'none'",
    `script-src ${hashSource(SUBMIT_RESULT)}`,
    "style-src 'unsafe-inline'",
    `form-action 'self' ${[...returns].join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export function createGatewayEmulator(options: EmulatorOptions): Router {
  const transactions = new Map<string, Transaction>();
  const byTradeId = new Map<string, Transaction>();
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', windowPolicy());
    next();
  });
  const retryMs = options.notiRetryMs ?? 2_000;

  /** va_deposit_closure: YYYYMMDD from today to at most 7 days ahead (Korean dates). */
  const validClosure = (payOptions: unknown): boolean => {
    const closure = (payOptions as { va_deposit_closure?: unknown } | undefined)?.va_deposit_closure;
    if (typeof closure !== 'string' || !/^\d{8}$/.test(closure)) return false;
    const today = kstTimestamp(options.clock.now()).slice(0, 8);
    const last = kstTimestamp(new Date(options.clock.now().getTime() + 7 * 86_400_000)).slice(0, 8);
    return closure >= today && closure <= last;
  };
  const expired = (t: Transaction) => {
    const from = parseKstTimestamp(t.time_stamp);
    return !from || options.clock.now().getTime() > from.getTime() + PAY_WINDOW_MINUTES * 60_000;
  };

  router.post('/MUP/api/registration', express.json({ limit: '64kb' }), (req, res) => {
    const body = (req.body ?? {}) as Transaction['request'] & Record<string, unknown>;
    const invalid = (message: string) =>
      res.json({ code: KG_INVALID_PARAMETER, message: `유효하지 않은 parameter (${message})` });
    if (body.sid !== options.sid) return invalid('sid');
    for (const field of REQUIRED) if (typeof body[field] !== 'string' || !body[field]) return invalid(field);
    for (const [field, max] of Object.entries(LIMITS))
      if (
        body[field] !== undefined &&
        (typeof body[field] !== 'string' || (body[field] as string).length > max)
      )
        return invalid(field);
    if (!CASH_CODES.includes(body.cash_code)) return invalid('cash_code');
    const total = body.amount?.total;
    if (!Number.isInteger(total) || total < 1 || String(total).length > 10) return invalid('amount.total');
    if ((body.call_type === 'S' || body.call_type === 'I') && !body.close_url) return invalid('close_url');
    if (body.cash_code === 'VA' && !body.noti_url) return invalid('noti_url');
    if (body.cash_code === 'VA' && !validClosure(body.pay_options)) return invalid('va_deposit_closure');
    if (typeof body.mstr === 'string' && /[&%]/.test(body.mstr)) return invalid('mstr');
    const time_stamp =
      typeof body.time_stamp === 'string' && body.time_stamp
        ? body.time_stamp
        : kstTimestamp(options.clock.now());
    const tid = randomBytes(10).toString('hex');
    const transaction: Transaction = {
      tid,
      request: body,
      time_stamp,
      state: 'REGISTERED',
      remaining: total,
    };
    transactions.set(tid, transaction);
    byTradeId.set(body.trade_id, transaction);
    const base = options.publicBase ?? `${localUrlOf(req)}${req.baseUrl}`;
    res.json({
      code: KG_OK,
      message: '정상',
      sid: options.sid,
      tid,
      pay_url: `${base}/MUP/api/payment.mcash?tid=${tid}`,
      qrcode_url: `${base}/MUP/api/qrcode?tid=${tid}`,
      time_stamp,
      hmac: resultHmac(options.skey, {
        amount: total,
        ok_url: body.ok_url,
        trade_id: body.trade_id,
        time_stamp,
      }),
    });
  });

  // The payment window: the tester approves, declines or closes, and may pick a fault.
  router.get('/MUP/api/payment.mcash', (req, res) => {
    const t = transactions.get(String(req.query.tid ?? ''));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', windowPolicy(t));
    if (!t) return res.status(404).send('<!doctype html><p>Unknown transaction</p>');
    if (expired(t) || t.state !== 'REGISTERED')
      return res.send(
        `<!doctype html><title>KG Mobilians (emulator)</title><p id="expired">This payment window has expired or was used.</p>`,
      );
    const faults = EMULATOR_FAULTS.map((f) => `<option value="${f}">${f}</option>`).join('');
    res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>KG Mobilians (emulator)</title><style>body{font-family:sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem}</style></head>
<body><h1>KG Mobilians payment (local emulator)</h1>
<p>${escapeHtml(t.request.product_name)}</p><p><strong id="amount">${t.request.amount.total.toLocaleString('en-US')} KRW</strong> · ${escapeHtml(t.request.cash_code)}</p>
<form method="post" action="${escapeHtml(req.baseUrl)}/MUP/api/payment.mcash/decide">
<input type="hidden" name="tid" value="${t.tid}">
<label>Result charset <select name="charset"><option>UTF-8</option><option>EUC-KR</option></select></label>
<label>Fault <select name="fault">${faults}</select></label>
<button name="action" value="approve">Approve payment</button>
<button name="action" value="decline">Decline</button>
<button name="action" value="close">Close window</button>
</form></body></html>`);
  });

  /** Result fields of §2.3 for a transaction. */
  function resultFields(
    t: Transaction,
    code: string,
    message: string,
    fault: EmulatorFault,
  ): Record<string, string> {
    const amount = String(t.request.amount.total + (fault === 'amountMismatch' ? -1000 : 0));
    const hmac = resultHmac(options.skey, {
      amount,
      ok_url: t.request.ok_url,
      trade_id: t.request.trade_id,
      time_stamp: t.time_stamp,
    });
    return {
      code,
      message,
      sid: options.sid,
      tid: t.tid,
      trade_id: t.request.trade_id,
      cash_code: t.request.cash_code,
      pay_token: t.pay_token ?? '',
      amount,
      product_name: t.request.product_name,
      sign_date: code === KG_OK ? kstTimestamp(options.clock.now()) : '',
      mstr: t.request.mstr ?? '',
      time_stamp: t.time_stamp,
      cn_appr_no:
        code === KG_OK && t.request.cash_code === 'CN' ? String(randomInt(10_000_000, 99_999_999)) : '',
      cn_installment: '00',
      ...(code === KG_OK ? methodFields(t) : {}),
      hmac: fault === 'tamperHmac' ? `${hmac.slice(0, -4)}AAA=` : hmac,
    };
  }

  /** Each method's extra result fields (§2.3): phone, transfer, virtual account. */
  function methodFields(t: Transaction): Record<string, string> {
    switch (t.request.cash_code) {
      case 'MC':
        return { phone_no: '010****1234', mc_user_key: randomBytes(8).toString('hex') };
      case 'RA':
        return { ra_reference_key: randomBytes(8).toString('hex') };
      case 'VA':
        return t.account ? { ...t.account } : {};
      default:
        return {};
    }
  }

  /** Server-to-server notification, retried until the bare body SUCCESS (at most 20 attempts). */
  async function notify(t: Transaction, fields: Record<string, string>, fault: EmulatorFault) {
    const url = t.request.noti_url;
    if (!url || fault === 'noNoti') return;
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      try {
        const res = await post(url, {
          contentType: 'application/x-www-form-urlencoded',
          body: formBody(fields),
          timeoutMs: 10_000,
        });
        const text = res.text.trim();
        if (text === 'SUCCESS') return;
        if (fault === 'notiServerError' && attempt === 1) continue;
      } catch (error) {
        options.logger.debug({ err: error, tid: t.tid, attempt }, 'emulator: notification failed');
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
    options.logger.warn({ tid: t.tid }, 'emulator: notification given up after 20 attempts');
  }

  router.post(
    '/MUP/api/payment.mcash/decide',
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req, res) => {
      const body = req.body as Record<string, string>;
      const t = transactions.get(String(body.tid ?? ''));
      if (!t || t.state !== 'REGISTERED' || expired(t))
        return res
          .status(410)
          .send('<!doctype html><p id="expired">This payment window has expired or was used.</p>');
      const fault = (EMULATOR_FAULTS as readonly string[]).includes(body.fault ?? '')
        ? (body.fault as EmulatorFault)
        : 'none';
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Security-Policy', windowPolicy(t));
      res.setHeader('Content-Type', `text/html; charset=${body.charset === 'EUC-KR' ? 'EUC-KR' : 'UTF-8'}`);
      if (body.action === 'close') {
        // Only call types S and I have a cancel button target (§2.3); reached by GET.
        t.state = 'CLOSED';
        return t.request.close_url
          ? res.redirect(303, t.request.close_url)
          : res.send('<!doctype html><p>Closed</p>');
      }
      if (body.action === 'decline') {
        t.state = 'DECLINED';
        const fields = resultFields(t, '3001', '결제가 거절되었습니다 (declined)', 'none');
        return res.send(autoPost(t.request.fail_url ?? t.request.ok_url, fields));
      }
      t.pay_token = String(randomInt(1_000_000_000, 9_999_999_999));
      if (t.request.cash_code === 'VA') {
        // A virtual account: the account goes to ok_url; the money comes later, with the deposit
        // notification a test (or the demo's console, /mock-kg/va) triggers.
        t.state = 'ISSUED';
        const closure = String((t.request.pay_options as { va_deposit_closure: string }).va_deposit_closure);
        const yesterday = kstTimestamp(new Date(options.clock.now().getTime() - 86_400_000)).slice(0, 8);
        t.account = {
          bank_code: '088',
          account_no: `5620${String(randomInt(10_000_000, 99_999_999))}`,
          deposit_closure: fault === 'vaPastDeadline' ? yesterday : closure,
          va_reference_key: randomBytes(8).toString('hex'),
        };
        return res.send(autoPost(t.request.ok_url, resultFields(t, KG_OK, '가상계좌 발급', 'none')));
      }
      t.state = 'APPROVED';
      const fields = resultFields(t, KG_OK, '정상 처리', fault);
      const sending = notify(t, fields, fault);
      if (fault === 'duplicateNoti') void notify(t, fields, fault);
      // KG's ok_url and noti_url arrive in the same second; "notiBeforeOk" waits for the first answer.
      if (fault === 'notiBeforeOk') await sending;
      else void sending;
      res.send(autoPost(t.request.ok_url, fields));
    },
  );

  // Voids an issued, unpaid virtual account (§2.6).
  router.post('/MUP/api/account-expire', express.json({ limit: '16kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, string>;
    const t = byTradeId.get(String(body.trade_id ?? ''));
    if (body.sid !== options.sid || !t || t.state !== 'ISSUED' || t.pay_token !== body.pay_token)
      return res.json({ code: KG_INVALID_PARAMETER, message: '유효하지 않은 parameter' });
    if (body.amount !== String(t.request.amount.total))
      return res.json({ code: KG_INVALID_PARAMETER, message: '금액 오류' });
    t.state = 'ACCOUNT_EXPIRED';
    res.json({ code: KG_OK, message: '정상 처리', sid: options.sid, trade_id: t.request.trade_id });
  });

  /**
   * The depositor pays into an issued account: KG's deposit notification (§2.6, legacy CapitalCase
   * fields, no hmac) to noti_url, retried until SUCCESS. `amount` deposits another sum (a test's
   * mismatch); `accountNo` names another account than the one issued; `duplicate` sends it twice at
   * once. Answers the last reply of our server.
   */
  async function deposit(
    t: Transaction,
    amount: number,
    duplicate: boolean,
    accountNo?: string,
  ): Promise<string> {
    if (!t.account || !t.request.noti_url) return 'NO_ACCOUNT';
    // A notification naming another account is a fault: the issued account stays open.
    if (accountNo === undefined) t.state = 'APPROVED';
    const fields = {
      Resultcd: KG_OK,
      Resultmsg: '입금 완료',
      Svcid: options.sid,
      Tradeid: t.request.trade_id,
      Mobilid: t.pay_token ?? '',
      Prdtnm: t.request.product_name,
      Prdtprice: String(amount),
      Bankcode: t.account.bank_code,
      Accountno: accountNo ?? t.account.account_no,
      Userid: String(t.request.user_email ?? ''),
      Rcptname: '홍길동',
      Name: '홍길동',
      Rcptresultdt: kstTimestamp(options.clock.now()),
    };
    const send = async () => {
      let last = '';
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        try {
          const res = await post(String(t.request.noti_url), {
            contentType: 'application/x-www-form-urlencoded',
            body: formBody(fields),
            timeoutMs: 10_000,
          });
          last = res.text.trim();
          if (last === 'SUCCESS') return last;
        } catch (error) {
          options.logger.debug({ err: error, tid: t.tid, attempt }, 'emulator: deposit notification failed');
        }
        if (attempt < 20) await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
      return last;
    };
    const answers = await Promise.all(duplicate ? [send(), send()] : [send()]);
    return answers.join(',');
  }

  const issued = (tradeId: unknown) => {
    const t = byTradeId.get(String(tradeId ?? ''));
    return t && t.state === 'ISSUED' ? t : undefined;
  };

  // For tests: trigger a deposit (JSON {trade_id, amount?, duplicate?, account_no?}).
  router.post('/test/va/deposit', express.json({ limit: '4kb' }), async (req, res) => {
    const body = (req.body ?? {}) as {
      trade_id?: string;
      amount?: number;
      duplicate?: boolean;
      account_no?: string;
    };
    const t = issued(body.trade_id);
    if (!t) return res.status(404).json({ answer: 'NO_ACCOUNT' });
    const amount = Number.isInteger(body.amount) ? Number(body.amount) : t.request.amount.total;
    const accountNo = typeof body.account_no === 'string' ? body.account_no.slice(0, 40) : undefined;
    res.json({ answer: await deposit(t, amount, body.duplicate === true, accountNo) });
  });

  // The demo's console: the issued, unpaid accounts, each with a Deposit button.
  router.get('/va', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const rows = [...byTradeId.values()]
      .filter((t) => t.state === 'ISSUED' && t.account)
      .map(
        (
          t,
        ) => `<li><span>${escapeHtml(t.request.product_name)} · ${t.request.amount.total.toLocaleString('en-US')} KRW · ${escapeHtml(t.account?.account_no ?? '')} (${escapeHtml(t.account?.deposit_closure ?? '')})</span>
<form method="post" action="va/deposit"><input type="hidden" name="trade_id" value="${escapeHtml(t.request.trade_id)}"><button>Deposit</button></form></li>`,
      )
      .join('');
    res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>KG Mobilians virtual accounts (emulator)</title></head>
<body><h1>Virtual accounts (local emulator)</h1><ul id="accounts">${rows || '<li>No open account.</li>'}</ul></body></html>`);
  });
  router.post('/va/deposit', express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    const t = issued((req.body as Record<string, string>).trade_id);
    const answer = t ? await deposit(t, t.request.amount.total, false) : 'NO_ACCOUNT';
    res.send(
      `<!doctype html><title>Deposit</title><p id="answer">${escapeHtml(answer)}</p><p><a href="../va">Back</a></p>`,
    );
  });

  router.post('/MUP/api/cancellation', express.json({ limit: '16kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, string>;
    const answer = (code: string, message: string) =>
      res.json({
        code,
        message,
        sid: options.sid,
        cash_code: body.cash_code,
        pay_token: body.pay_token,
        amount: body.amount,
      });
    if (
      body.sid !== options.sid ||
      !body.trade_id ||
      !body.pay_token ||
      !/^\d{1,10}$/.test(body.amount ?? '')
    )
      return answer(KG_INVALID_PARAMETER, '유효하지 않은 parameter');
    const expected = cancelHmac(options.skey, {
      sid: body.sid,
      trade_id: body.trade_id,
      pay_token: body.pay_token,
      amount: body.amount as string,
    });
    if (!sameHmac(body.hmac, expected)) return answer(KG_INVALID_HMAC, '유효하지 않은 hmac');
    const t = byTradeId.get(body.trade_id);
    if (!t || t.state !== 'APPROVED' || t.pay_token !== body.pay_token)
      return answer(KG_INVALID_PARAMETER, '거래 없음');
    // A virtual-account payment is refunded to a bank account (cancel_type R), never cancelled (C).
    if (t.request.cash_code === 'VA') {
      if (body.cancel_type !== 'R') return answer(KG_INVALID_PARAMETER, '가상계좌는 환불(R)만 가능');
      if (!/^\d{3}$/.test(body.bank_code ?? '') || !/^\d{10,20}$/.test(body.account_no ?? ''))
        return answer(KG_INVALID_PARAMETER, '환불 계좌 오류');
      if (!body.account_name || body.refund_amount !== body.amount)
        return answer(KG_INVALID_PARAMETER, '환불 계좌 오류');
    } else if (body.cancel_type === 'R') return answer(KG_INVALID_PARAMETER, '환불(R)은 가상계좌만');
    if (t.remaining === 0) return answer(KG_DUPLICATE, '이미 취소된 거래');
    const amount = Number(body.amount);
    if (body.part_cancel === 'Y') {
      // MC: amount is what remains after the cancel; other methods: the amount to cancel.
      const cancelled = t.request.cash_code === 'MC' ? t.remaining - amount : amount;
      if (cancelled < 1 || cancelled > t.remaining) return answer(KG_INVALID_PARAMETER, '취소 금액 오류');
      t.remaining -= cancelled;
    } else {
      if (amount !== t.request.amount.total || t.remaining !== t.request.amount.total)
        return answer(KG_INVALID_PARAMETER, '취소 금액 오류');
      t.remaining = 0;
    }
    answer(KG_OK, '취소 완료');
  });

  return router;
}
