import { Router } from 'express';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { checkAuthCode } from './auth.service';

/**
 * GET /checkAuth?email&authCode (spec §7): accepts a mailed verification code, answering
 * `{ ok: true, resetToken }`; the token is what changeUserPasswordInFind needs.
 */
export function checkAuthRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/checkAuth', async (req, res) => {
    const email = String(req.query.email ?? '');
    const authCode = String(req.query.authCode ?? '');
    if (!email || !/^\d{6}$/.test(authCode)) {
      res.status(400).json({ ok: false, code: 'BAD_REQUEST' });
      return;
    }
    try {
      // Limited per address, and per account in a way a guesser cannot turn against the owner (checkAuthCode).
      const resetToken = await checkAuthCode(deps, email, authCode, req.ip ?? 'unknown');
      res.setHeader('cache-control', 'no-store');
      if (resetToken) res.status(200).json({ ok: true, resetToken });
      else res.status(400).json({ ok: false, code: 'VALIDATION_FAILED' });
    } catch (error) {
      if (error instanceof AppError) {
        res.status(error.code === 'RATE_LIMITED' ? 429 : 400).json({ ok: false, code: error.code });
        return;
      }
      throw error;
    }
  });
  return router;
}
