// GET /export/users.xlsx?filter=<json>: the back office's Excel export of the filtered member list.
import ExcelJS from 'exceljs';
import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../context';
import { invalidField, parseInput } from '../errors';
import { findNul, NUL_CODE } from '../graphql/inputs';
import { authenticate } from '../modules/auth/authenticate';
import { isOrganiser } from '../modules/auth/guards';
import { filterMembers, membersFilterSchema, type UsersFilter } from '../modules/members/members.service';

const COLUMNS: { header: string; key: string; width: number }[] = [
  { header: 'ID', key: 'id', width: 8 },
  { header: 'E-mail', key: 'email', width: 32 },
  { header: 'Title', key: 'title', width: 8 },
  { header: 'Given name', key: 'givenName', width: 16 },
  { header: 'Family name', key: 'familyName', width: 16 },
  { header: '한글 이름', key: 'name_kr', width: 12 },
  { header: 'Country', key: 'country', width: 8 },
  { header: 'Affiliation', key: 'affiliation', width: 30 },
  { header: 'Department', key: 'department', width: 20 },
  { header: 'Mobile', key: 'mobilePhone', width: 16 },
  { header: 'Invited', key: 'invited', width: 8 },
  { header: 'Blocked', key: 'blocked', width: 8 },
  { header: 'Deleted', key: 'delete', width: 8 },
  { header: 'Signed up', key: 'created_at', width: 20 },
];

export function exportUsersRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/export/users.xlsx', async (req, res) => {
    const auth = await authenticate(deps.knex, deps.tokens, req.headers.authorization);
    if (!auth.user) {
      res.status(401).json({ code: auth.error ?? 'LOGIN_REQUIRED' });
      return;
    }
    if (!isOrganiser(auth.user, deps.config.ADMIN_ALLOWLIST)) {
      res.status(403).json({ code: 'NOT_PERMITTED' });
      return;
    }
    let json: unknown;
    try {
      json = req.query.filter ? JSON.parse(String(req.query.filter)) : {};
    } catch {
      res.status(400).json({ code: 'BAD_REQUEST' });
      return;
    }
    // Field by field as GraphQL would check UsersFilter; refusals reach the app's error handler
    // as VALIDATION_FAILED (400) naming the field (`filter.email_contains`).
    const nul = findNul(json, 'filter');
    if (nul) throw invalidField(nul, NUL_CODE);
    const filter: UsersFilter = parseInput(z.object({ filter: membersFilterSchema }), {
      filter: json,
    }).filter;
    const rows = await filterMembers(deps.knex, filter).orderBy('users.id', 'asc');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    sheet.columns = COLUMNS;
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', 'attachment; filename="members.xlsx"');
    res.setHeader('Cache-Control', 'no-store');
    await workbook.xlsx.write(res);
    res.end();
  });
  return router;
}
