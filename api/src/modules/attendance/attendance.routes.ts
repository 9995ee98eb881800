// Badge PDFs (issue 26 §1), with the bearer token as every protected download:
// - GET /badges.pdf?layout=A4|LABEL&filter=<the registration list's filter, JSON>&ids=1,2:
//   organisers' bulk print, filtered like the registration list;
// - GET /badges/<registration>.pdf?layout=…: one badge, for its member or the desk (a walk-in's
//   badge printed at once).
import { BADGE_LAYOUTS, type BadgeLayout } from '@congress/domain';
import { Router } from 'express';
import type { AppDeps } from '../../context';
import { createRequestContext } from '../../requestContext';
import { invalidField } from '../../errors';
import { pdfIdOf, personalDownload, sendPdf, sendPersonalPdf } from '../../pdf/download';
import { isFrontDesk, isOrganiser, requireOrganiser, requireUser } from '../auth/guards';
import { badgePdf, badgesPdf } from './attendance.service';

const layoutOf = (value: unknown): BadgeLayout => {
  const layout = String(value ?? 'LABEL').toUpperCase();
  if (!(BADGE_LAYOUTS as readonly string[]).includes(layout)) throw invalidField('layout');
  return layout as BadgeLayout;
};

export function attendanceRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/badges.pdf', async (req, res) => {
    const ctx = await createRequestContext(deps, req);
    requireOrganiser(ctx);
    const layout = String(req.query.layout ?? 'A4');
    const request = { layout, filter: req.query.filter, ids: req.query.ids };
    const record = personalDownload(ctx, req, 'PRINT', 'badges.pdf');
    const { pdf, memberIds } = await badgesPdf(ctx, request);
    await record({ rowCount: memberIds.length, memberIds, filter: request });
    sendPdf(res, `badges-${layout.toLowerCase()}.pdf`, pdf);
  });
  router.get('/badges/:file', async (req, res) => {
    const idOf = pdfIdOf(req.params.file);
    const ctx = await createRequestContext(deps, req);
    const user = requireUser(ctx);
    const id = idOf();
    const desk = isFrontDesk(user) || isOrganiser(user, deps.config.ADMIN_ALLOWLIST);
    const { pdf, memberId } = await badgePdf(ctx, { user, desk }, id, layoutOf(req.query.layout));
    await sendPersonalPdf(ctx, res, { filename: `badge-${id}.pdf`, pdf, memberId, operation: 'badge.pdf' });
  });
  return router;
}
