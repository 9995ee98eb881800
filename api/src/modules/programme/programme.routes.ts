// iCalendar feeds (docs/decisions.md, "The programme as data"):
// - GET /programme.ics (?day=YYYY-MM-DD, ?room=<id>): the latest published programme, for anyone;
// - GET /programme/my/<member>.<signature>.ics: a member's starred items. Calendar applications
//   cannot send a login, so the link itself is the key: signed for that member and their password
//   (a password change revokes it), compared in constant time.
import { timingSafeEqual } from 'node:crypto';
import { Router, type Response } from 'express';
import type { AppDeps } from '../../context';
import { AppError, invalidField } from '../../errors';
import { siteUrl } from '../auth/confirmation';
import { findMemberById } from '../members/members.lookup';
import { agendaCalendar, agendaToken, programmeCalendar } from './programme.agenda';

const sendCalendar = (res: Response, name: string, body: string, cache: string) => {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `inline; filename="${name}"`);
  res.setHeader('Cache-Control', cache);
  res.send(body);
};

export function programmeRouter(deps: AppDeps): Router {
  const router = Router();
  const host = () => new URL(siteUrl(deps)).host;
  router.get('/programme.ics', async (req, res) => {
    const { day, room } = req.query;
    if (day !== undefined && (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)))
      throw invalidField('day');
    if (room !== undefined && (typeof room !== 'string' || !/^\d{1,9}$/.test(room)))
      throw invalidField('room');
    const body = await programmeCalendar(deps.knex, host(), `${siteUrl(deps)}/programme.ics`, {
      day: day as string | undefined,
      room: room === undefined ? undefined : Number(room),
    });
    sendCalendar(res, 'ksp2024-programme.ics', body, 'public, max-age=60');
  });
  router.get('/programme/my/:file', async (req, res) => {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})\.ics$/.exec(req.params.file);
    if (!match) throw new AppError('NOT_FOUND');
    const member = await findMemberById(deps.knex, Number(match[1]));
    if (!member || member.delete || member.blocked) throw new AppError('NOT_FOUND');
    const expected = Buffer.from(agendaToken(deps.tokens, member));
    const given = Buffer.from(`${match[1]}.${match[2]}`);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new AppError('NOT_FOUND');
    const body = await agendaCalendar(deps, member, host(), `${siteUrl(deps)}/programme.ics`);
    sendCalendar(res, 'ksp2024-my-programme.ics', body, 'private, no-store');
  });
  return router;
}
