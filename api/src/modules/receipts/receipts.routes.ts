// GET /receipts/:id.pdf: a receipt, for its payer or an organiser (bearer token, as every
// protected download). Errors are the API's JSON answers (errorHandler).
import { Router } from 'express';
import type { AppDeps } from '../../context';
import { createRequestContext } from '../../requestContext';
import { pdfIdOf, sendPersonalPdf } from '../../pdf/download';
import { isOrganiser, requireUser } from '../auth/guards';
import { receiptPdf, receiptReference } from './receipts.service';

export function receiptsRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/receipts/:file', async (req, res) => {
    const idOf = pdfIdOf(req.params.file);
    const ctx = await createRequestContext(deps, req);
    const user = requireUser(ctx);
    const id = idOf();
    const { row, pdf } = await receiptPdf(
      ctx,
      { user, isOrganiser: isOrganiser(user, deps.config.ADMIN_ALLOWLIST) },
      id,
    );
    await sendPersonalPdf(ctx, res, {
      filename: `${receiptReference(row.number)}.pdf`,
      pdf,
      memberId: row.user_id,
      operation: 'receipt.pdf',
    });
  });
  return router;
}
