// The protected downloads (GET /receipts/<id>.pdf, /visa-letter/<id>.pdf, badges, certificates,
// credit files): the id in the path, the answer a browser saves and no cache keeps, and the access
// record of personal data the back office downloads (one place for every such route).
import type { Request, Response } from 'express';
import type { AccessAction } from '@congress/domain/lists';
import type { RequestContext } from '../context';
import { AppError } from '../errors';
import { parseId } from '../graphql/inputs';
import {
  recordPersonalDataAccess,
  requireDownloadReason,
} from '../modules/accessRecord/accessRecord.service';

/**
 * The id of a `<id>.pdf` path segment. A path that names no PDF is NOT_FOUND at once, before the
 * caller is known; the id itself is checked only when called (after the login check).
 */
export function pdfIdOf(file: string | undefined): () => number {
  const match = /^(.+)\.pdf$/.exec(file ?? '');
  if (!match) throw new AppError('NOT_FOUND');
  return () => parseId(match[1], 'id');
}

export function sendPdf(res: Response, filename: string, pdf: Buffer): void {
  res
    .status(200)
    .type('application/pdf')
    .set('Cache-Control', 'private, no-store')
    .set('Content-Disposition', `attachment; filename="${filename}"`)
    .send(pdf);
}

/**
 * One person's PDF (visa letter, receipt, badge): sent, and written into the access record first
 * when the reader is not that person (an organiser or the desk: issue 39 §3).
 */
export async function sendPersonalPdf(
  ctx: RequestContext,
  res: Response,
  file: { filename: string; pdf: Buffer; memberId: number; operation: string },
): Promise<void> {
  if (ctx.auth.user && ctx.auth.user.id !== file.memberId)
    await recordPersonalDataAccess(ctx, {
      action: 'PRINT',
      operation: file.operation,
      memberIds: [file.memberId],
      rowCount: 1,
    });
  sendPdf(res, file.filename, file.pdf);
}

/**
 * A bulk download of personal data (badges, certificates, the KMA credit files): the reason its
 * request carries (header X-Download-Reason), required before the file is made (issue 39 §3).
 * Returns the function that records the download once its rows are known.
 */
export function personalDownload(ctx: RequestContext, req: Request, action: AccessAction, operation: string) {
  const reason = requireDownloadReason(req.headers['x-download-reason']);
  return (what: { rowCount: number; memberIds?: readonly number[]; filter?: unknown }) =>
    recordPersonalDataAccess(ctx, { action, operation, reason, ...what });
}
