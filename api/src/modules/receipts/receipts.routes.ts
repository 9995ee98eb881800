// GET /receipts/:id.pdf: a receipt, for its payer or an organiser (bearer token, as every
// protected download). Errors are the API's JSON answers (errorHandler).
import { Router } from 'express';
import type { AppDeps } from '../../context';
import { createRequestContext } from '../../requestContext';
import { AppError } from '../../errors';
import { parseId } from '../../graphql/inputs';
import { isOrganiser, requireUser } from '../auth/guards';
import { receiptPdf, receiptReference } from './receipts.service';

export function receiptsRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/receipts/:file', async (req, res) => {
    const match = /^(.+)\.pdf$/.exec(req.params.file ?? '');
    if (!match) throw new AppError('NOT_FOUND');
    const ctx = await createRequestContext(deps, req);
    const user = requireUser(ctx);
    const id = parseId(match[1], 'id');
    const { row, pdf } = await receiptPdf(
      ctx,
      { user, isOrganiser: isOrganiser(user, deps.config.ADMIN_ALLOWLIST) },
      id,
    );
    res
      .status(200)
      .type('application/pdf')
      .set('Cache-Control', 'private, no-store')
      .set('Content-Disposition', `attachment; filename="${receiptReference(row.number)}.pdf"`)
      .send(pdf);
  });
  return router;
}
