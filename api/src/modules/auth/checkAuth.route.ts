import { Router } from 'express';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { checkAuthCode } from './auth.service';

/**
 * GET /checkAuth?email&authCode (spec §7): accepts a mailed verification code, answering
 * `{ ok: true, resetToken }`; the token is what changeUserPasswordInFind needs. Refusals go to the
 * app's error handler: 400 BAD_REQUEST, 400 VALIDATION_FAILED (wrong or spent code), 429.
 */
export function checkAuthRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/checkAuth', async (req, res) => {
    const email = String(req.query.email ?? '');
    const authCode = String(req.query.authCode ?? '');
    if (!email || !/^\d{6}$/.test(authCode)) throw new AppError('BAD_REQUEST');
    // Limited per address, and per account in a way a guesser cannot turn against the owner (checkAuthCode).
    const resetToken = await checkAuthCode(deps, email, authCode, req.ip ?? 'unknown');
    res.setHeader('cache-control', 'no-store');
    if (!resetToken) throw new AppError('VALIDATION_FAILED');
    res.status(200).json({ ok: true, resetToken });
  });
  return router;
}
