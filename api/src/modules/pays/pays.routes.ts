// The gateway's callbacks (protocol §2.3) and the REST calls of spec §7 (POST /cancel,
// GET /close_trade_id). Callback bodies are read raw: KG may send EUC-KR (kg/protocol.ts).
import express, { Router } from 'express';
import type { AppDeps } from '../../context';
import { createRequestContext } from '../../requestContext';
import { AppError, invalidField } from '../../errors';
import { siteOrigin } from '../../http/siteOrigin';
import { parseId } from '../../graphql/inputs';
import { isOrganiser, requireOrganiser, requireUser } from '../auth/guards';
import { isDepositNotification, parseCallbackBody } from './kg/protocol';
import { recordPersonalDataAccess } from '../accessRecord/accessRecord.service';
import { findMemberByEmail } from '../members/members.lookup';
import {
  cancelPayment,
  closeOpenPayments,
  findPay,
  gatewayOf,
  handleDeposit,
  handleGatewayResult,
  logCountedFailure,
  windowClosed,
} from './pays.service';

const rawForm = express.raw({ type: () => true, limit: '32kb' });

export function paysRouter(deps: AppDeps): Router {
  const router = Router();
  const site = (req: express.Request) => siteOrigin(deps.config, req);

  // noti_url: KG's server. Only the bare SUCCESS or FAIL; SUCCESS also for what was done before.
  router.post('/payments/kg/noti', rawForm, async (req, res) => {
    const fields = parseCallbackBody(Buffer.isBuffer(req.body) ? req.body : '');
    res.type('text/plain');
    const allowed = deps.config.KG_NOTI_IPS;
    if (allowed.length && !allowed.includes(req.ip ?? '')) {
      // Counted per sender and hour: a flood from refused addresses is one row with a count.
      await logCountedFailure(deps.knex, { reason: 'WRONG_IP', trade_id: fields.trade_id, source: req.ip });
      return res.send('FAIL');
    }
    if (isDepositNotification(fields)) {
      // A virtual account's deposit carries no HMAC (§2.6): talking to KG, only its notification
      // addresses are believed, so an empty allowlist refuses every deposit.
      if (gatewayOf(deps).mode === 'kg' && !allowed.length) {
        await logCountedFailure(deps.knex, { reason: 'WRONG_IP', trade_id: fields.Tradeid, source: req.ip });
        return res.send('FAIL');
      }
      const { outcome } = await handleDeposit(deps, fields, req.ip);
      return res.send(outcome === 'REJECTED' ? 'FAIL' : 'SUCCESS');
    }
    const { outcome } = await handleGatewayResult(deps, fields, req.ip);
    res.send(outcome === 'REJECTED' ? 'FAIL' : 'SUCCESS');
  });

  // ok_url and fail_url: the member's browser, sent on to the result pages.
  const browserResult = async (req: express.Request, res: express.Response) => {
    const fields = parseCallbackBody(Buffer.isBuffer(req.body) ? req.body : '');
    const { outcome, pay } = await handleGatewayResult(deps, fields);
    const payId = pay ? `?payId=${pay.id}` : '';
    const ok = outcome === 'PAID' || outcome === 'ALREADY_PAID' || outcome === 'ISSUED';
    res.redirect(303, `${site(req)}${ok ? '/success' : '/failed'}${payId}`);
  };
  router.post('/payments/kg/result', rawForm, browserResult);
  router.post('/payments/kg/fail', rawForm, browserResult);

  // close_url: the payment window's cancel button (reached by GET).
  router.get('/payments/kg/close', async (req, res) => {
    const pay = await windowClosed(deps, String(req.query.trade_id ?? ''));
    res.redirect(303, `${site(req)}/windowClose${pay ? `?payId=${pay.id}` : ''}`);
  });

  // POST /cancel (spec §7): organisers cancel all or part of a payment at the gateway.
  router.post('/cancel', express.json({ limit: '4kb' }), async (req, res) => {
    const ctx = await createRequestContext(deps, req);
    const organiser = requireOrganiser(ctx);
    const body = (req.body ?? {}) as {
      payId?: unknown;
      amount?: unknown;
      reason?: unknown;
      refund_account?: unknown;
    };
    const payId = parseId(body.payId, 'payId');
    if (body.amount !== undefined && body.amount !== null && !Number.isInteger(body.amount))
      throw invalidField('amount');
    if (body.reason !== undefined && typeof body.reason !== 'string') throw invalidField('reason');
    // A virtual-account payment's refund goes to a bank account (the member's, unless given here).
    const account = body.refund_account as Record<string, unknown> | undefined | null;
    if (
      account !== undefined &&
      account !== null &&
      (typeof account !== 'object' ||
        ['bank_code', 'account_no', 'account_name'].some((k) => typeof account[k] !== 'string'))
    )
      throw invalidField('refund_account');
    // In the access record before the gateway is asked (a refund refused stays as its attempt).
    const pay = await findPay(ctx.knex, payId);
    if (pay?.user_id !== organiser.id)
      await recordPersonalDataAccess(ctx, {
        action: 'CHANGE',
        operation: 'cancel',
        memberIds: pay ? [pay.user_id] : [],
        filter: { payId, amount: body.amount ?? null },
      });
    const result = await cancelPayment(ctx, organiser, payId, {
      amount: (body.amount as number | null | undefined) ?? undefined,
      reason: body.reason as string | undefined,
      refundTo: account
        ? {
            bank_code: String(account.bank_code),
            account_no: String(account.account_no),
            account_name: String(account.account_name),
          }
        : undefined,
    });
    res.status(result.ok ? 200 : 502).json({
      ok: result.ok,
      code: result.code,
      message: result.message,
      payId: String(result.pay.id),
      pay_status: result.pay.pay_status,
    });
  });

  // GET /close_trade_id?user_email= (spec §7): the member's open payment windows are void.
  router.get('/close_trade_id', async (req, res) => {
    const ctx = await createRequestContext(deps, req);
    const viewer = requireUser(ctx);
    const email = String(req.query.user_email ?? '');
    if (!email) throw invalidField('user_email', 'validation.required');
    if (
      email.toLowerCase() !== viewer.email.toLowerCase() &&
      !isOrganiser(viewer, deps.config.ADMIN_ALLOWLIST)
    )
      throw new AppError('NOT_PERMITTED');
    // An organiser closing someone else's windows: in the access record first.
    if (email.toLowerCase() !== viewer.email.toLowerCase()) {
      const member = await findMemberByEmail(ctx.knex, email.toLowerCase().slice(0, 254));
      await recordPersonalDataAccess(ctx, {
        action: 'CHANGE',
        operation: 'close_trade_id',
        memberIds: member ? [member.id] : [],
      });
    }
    res.json({ ok: true, affected: await closeOpenPayments(deps, email) });
  });

  return router;
}
