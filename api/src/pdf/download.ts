// The protected PDF downloads (GET /receipts/<id>.pdf, /visa-letter/<id>.pdf): the id in the
// path, and the answer a browser saves and no cache keeps.
import type { Response } from 'express';
import { AppError } from '../errors';
import { parseId } from '../graphql/inputs';

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
