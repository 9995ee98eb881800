// GET /visa-letter/:id.pdf: the approved invitation letter, for its owner or an organiser (bearer
// token, as every protected download). Errors are the API's JSON answers (errorHandler).
import { Router } from 'express';
import type { AppDeps } from '../../context';
import { createRequestContext } from '../../requestContext';
import { validationError } from '../../errors';
import { pdfIdOf, sendPersonalPdf } from '../../pdf/download';
import { isOrganiser, requireUser } from '../auth/guards';
import { NonLatinTextError } from './visaLetters.pdf';
import { visaLetterPdf } from './visaLetters.service';

export function visaLettersRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/visa-letter/:file', async (req, res) => {
    const idOf = pdfIdOf(req.params.file);
    const ctx = await createRequestContext(deps, req);
    const user = requireUser(ctx);
    const id = idOf();
    try {
      const { row, pdf } = await visaLetterPdf(
        ctx,
        { user, isOrganiser: isOrganiser(user, deps.config.ADMIN_ALLOWLIST) },
        id,
      );
      await sendPersonalPdf(ctx, res, {
        filename: `${row.letter_number}.pdf`,
        pdf,
        memberId: row.user_id,
        operation: 'visa-letter.pdf',
      });
    } catch (error) {
      // The database refuses such text; should one get through, the letter is refused, never blank.
      if (error instanceof NonLatinTextError)
        throw validationError([{ field: error.field, code: 'validation.latinText' }]);
      throw error;
    }
  });
  return router;
}
