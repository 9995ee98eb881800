// Members' own agenda: stars on published sessions and talks, "My programme" with clashes marked,
// the notices a publication left about starred items, and the iCalendar feeds (the public
// programme, whole or per day or room; a member's agenda behind a signed link).
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { agendaClashes, PROGRAMME_TIME_ZONE } from '@congress/domain';
import type { RequestContext } from '../../context';
import type { TokenService } from '../auth/tokens';
import { AppError, validationError } from '../../errors';
import type { MemberRow } from '../members/members.service';
import type { PublicSession, PublicTalk, PublishedProgramme } from './programme.document';
import {
  deleteStar,
  dismissNotice,
  findNotice,
  insertStar,
  latestVersion,
  openNoticesOf,
  starsOf,
  type StarRow,
} from './programme.repository';
import { publishedProgramme } from './programme.service';

export type StarType = StarRow['item_type'];

/** The published item a star names, or undefined. */
function findItem(document: PublishedProgramme, type: StarType, id: number) {
  for (const session of document.sessions) {
    if (type === 'SESSION' && session.id === id) return { session, talk: null };
    const talk = session.talks.find((t) => t.id === id);
    if (type === 'TALK' && talk) return { session, talk };
  }
  return undefined;
}

/** Stars a published session or talk (twice is once). */
export async function starItem(ctx: RequestContext, member: MemberRow, type: StarType, id: number) {
  const version = await latestVersion(ctx.knex);
  if (!version || !findItem(version.document, type, id)) throw new AppError('NOT_FOUND');
  await insertStar(ctx.knex, member.id, type, id);
  return myProgramme(ctx, member);
}

export async function unstarItem(ctx: RequestContext, member: MemberRow, type: StarType, id: number) {
  await deleteStar(ctx.knex, member.id, type, id);
  return myProgramme(ctx, member);
}

export interface AgendaItem {
  key: string;
  type: StarType;
  session: PublicSession;
  talk: PublicTalk | null;
  start: string;
  end: string;
  clash: boolean;
}

/** The member's starred items in the latest publication, in time order, clashes marked. */
export async function myProgramme(ctx: RequestContext, member: MemberRow): Promise<AgendaItem[]> {
  const [version, stars] = await Promise.all([latestVersion(ctx.knex), starsOf(ctx.knex, member.id)]);
  return agendaOf(version?.document ?? null, stars);
}

function agendaOf(document: PublishedProgramme | null, stars: StarRow[]): AgendaItem[] {
  if (!document) return [];
  const items = stars.flatMap((star) => {
    const found = findItem(document, star.item_type, star.item_id);
    if (!found) return [];
    const { session, talk } = found;
    return [
      {
        key: `${star.item_type}:${star.item_id}`,
        type: star.item_type,
        session,
        talk,
        start: talk?.start ?? session.start,
        end: talk?.end ?? session.end,
        session_id: session.id,
      },
    ];
  });
  const clashes = agendaClashes(items);
  return items
    .sort((a, b) => a.start.localeCompare(b.start) || a.key.localeCompare(b.key))
    .map(({ session_id: _s, ...item }) => ({ ...item, clash: clashes.has(item.key) }));
}

export const myProgrammeNotices = (ctx: RequestContext, member: MemberRow) =>
  openNoticesOf(ctx.knex, member.id);

/** The member's own notice, once (another member's: NOT_PERMITTED). */
export async function dismissProgrammeNotice(ctx: RequestContext, member: MemberRow, id: number) {
  const notice = await findNotice(ctx.knex, id);
  if (!notice || notice.dismissed_at) throw new AppError('NOT_FOUND');
  if (notice.user_id !== member.id) throw new AppError('NOT_PERMITTED');
  if ((await dismissNotice(ctx.knex, member.id, id, ctx.clock.now())) === 0) throw new AppError('NOT_FOUND');
  return true;
}

// ——— iCalendar ———

/** The member's private feed link: /programme/my/<member>.<signature>.ics (revoked by a password change). */
export const agendaToken = (tokens: TokenService, member: Pick<MemberRow, 'id' | 'password_changed_at'>) =>
  `${member.id}.${tokens.mac(`programme-ics.${member.id}.${new Date(member.password_changed_at).getTime()}`)}`;

export const agendaFeedPath = (tokens: TokenService, member: Pick<MemberRow, 'id' | 'password_changed_at'>) =>
  `/programme/my/${agendaToken(tokens, member)}.ics`;

const SEOUL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PROGRAMME_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

interface Event {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
}

const roomName = (document: PublishedProgramme, id: number) => {
  const room = document.rooms.find((r) => r.id === id);
  return room ? `${room.name_en} / ${room.name_ko}` : '';
};
const bilingual = (en: string, ko: string) => (en === ko || !ko ? en : `${en} / ${ko}`);

function sessionEvent(document: PublishedProgramme, session: PublicSession, host: string): Event {
  const people = new Map(document.people.map((p) => [p.id, p]));
  return {
    uid: `session-${session.id}@${host}`,
    start: session.start,
    end: session.end,
    summary: bilingual(session.title_en, session.title_ko),
    location: roomName(document, session.room_id),
    description: session.talks
      .map((t) => {
        const speaker = t.speaker_id != null ? people.get(t.speaker_id) : undefined;
        const time = session.kind === 'POSTER' ? `Board ${t.board ?? '—'}` : `${t.start.slice(11, 16)}Z`;
        return `${time} ${t.title_en}${speaker ? ` — ${speaker.name_en}` : ''}`;
      })
      .join('\n'),
  };
}

function talkEvent(
  document: PublishedProgramme,
  session: PublicSession,
  talk: PublicTalk,
  host: string,
): Event {
  const speaker = document.people.find((p) => p.id === talk.speaker_id);
  return {
    uid: `talk-${talk.id}@${host}`,
    start: talk.start,
    end: talk.end,
    summary: bilingual(talk.title_en, talk.title_ko),
    location: roomName(document, session.room_id),
    description: [
      bilingual(session.title_en, session.title_ko),
      speaker ? `${speaker.name_en} (${speaker.affiliation_en})` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

function calendarOf(name: string, events: Event[], url: string, stamp: Date): string {
  const calendar = ical({
    name,
    prodId: { company: 'KSP', product: 'KSP 2024 Congress programme' },
    method: ICalCalendarMethod.PUBLISH,
    url,
  });
  // Times are Korea wall clocks with TZID=Asia/Seoul and the zone's own VTIMEZONE (UTC+9, no
  // daylight saving since 1988), so every calendar application places them right.
  calendar.timezone({
    name: PROGRAMME_TIME_ZONE,
    generator: (zone) => (zone === PROGRAMME_TIME_ZONE ? SEOUL_VTIMEZONE : null),
  });
  for (const event of events)
    calendar.createEvent({
      id: event.uid,
      start: DateTime.fromISO(event.start).setZone(PROGRAMME_TIME_ZONE),
      end: DateTime.fromISO(event.end).setZone(PROGRAMME_TIME_ZONE),
      timezone: PROGRAMME_TIME_ZONE,
      stamp: DateTime.fromJSDate(stamp).toUTC(),
      summary: event.summary,
      location: event.location,
      description: event.description,
    });
  return calendar.toString();
}

/** The published programme as iCalendar, whole or one day (YYYY-MM-DD) or one room. */
export async function programmeCalendar(
  knex: Knex,
  host: string,
  url: string,
  filter: { day?: string; room?: number },
) {
  const published = await publishedProgramme(knex, filter);
  if (!published) throw new AppError('NOT_FOUND');
  const { document, version } = published;
  if (filter.day && document.days.length === 0)
    throw validationError([{ field: 'day', code: 'validation.invalid' }]);
  return calendarOf(
    'KSP 2024 Congress',
    document.sessions.map((s) => sessionEvent(document, s, host)),
    url,
    new Date(version.published_at),
  );
}

/** A member's starred items as iCalendar (empty before anything is starred or published). */
export async function agendaCalendar(
  ctx: Pick<RequestContext, 'knex'>,
  member: MemberRow,
  host: string,
  url: string,
) {
  const [version, stars] = await Promise.all([latestVersion(ctx.knex), starsOf(ctx.knex, member.id)]);
  const document = version?.document ?? null;
  const items = agendaOf(document, stars);
  return calendarOf(
    'KSP 2024 — My programme',
    document
      ? items.map((item) =>
          item.talk
            ? talkEvent(document, item.session, item.talk, host)
            : sessionEvent(document, item.session, host),
        )
      : [],
    url,
    version ? new Date(version.published_at) : new Date(0),
  );
}
