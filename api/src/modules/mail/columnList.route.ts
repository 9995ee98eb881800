import { Router } from 'express';
import type { AppDeps } from '../../context';
import { createRequestContext } from '../../requestContext';
import { invalidField } from '../../errors';
import { requireOrganiser } from '../auth/guards';
import { isTemplateTable, SERVER_PLACEHOLDERS, TEMPLATE_COLUMNS } from './mail.placeholders';

/**
 * GET /column_list?table=users (spec §7): the placeholders the mail-template editor offers for a
 * table: exactly the allowlist templates are rendered with (mail.placeholders.ts), plus the
 * values the server adds to a mail. Organisers only.
 */
export function columnListRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/column_list', async (req, res) => {
    requireOrganiser(await createRequestContext(deps, req));
    const table = String(req.query.table ?? '');
    if (!isTemplateTable(table)) throw invalidField('table');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, table, columns: TEMPLATE_COLUMNS[table], server: SERVER_PLACEHOLDERS });
  });
  return router;
}
