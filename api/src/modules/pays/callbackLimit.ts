// Per-address limit on the gateway callbacks (/payments/kg/*: noti, result, fail, close), which
// anyone can send and each of which writes (issue 23 §4; docs/decisions.md, "Lock-out policy and
// anonymous write limits"). KG's own notifications are never limited away: the addresses in
// KG_NOTI_IPS are exempt, and so is loopback while the in-process emulator is the gateway (it
// notifies the API from the API's own host).
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context';
import { consume } from '../auth/rateLimits';

const LOOPBACK = /^(?:::ffff:)?127(?:\.\d{1,3}){3}$|^::1$/;

/** Whether the request comes from the payment gateway's own servers. */
export function fromGateway(config: AppDeps['config'], ip: string): boolean {
  if (config.KG_NOTI_IPS.includes(ip)) return true;
  return config.gateway?.mode === 'emulator' && LOOPBACK.test(ip);
}

/** Refuses a sender over its budget with 429 RATE_LIMITED before the callback is read or logged. */
export function gatewayCallbackLimit(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const ip = req.ip ?? 'unknown';
    if (!fromGateway(deps.config, ip)) await consume(deps.limits.gatewayCallbackClient, ip, 1, 429);
    next();
  };
}
