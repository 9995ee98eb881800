// The published document as the GraphQL types read it: days hold their sessions, sessions their
// room, chairs and talks, talks their speaker. Built once per request from the one version row.
import type { ProgrammeConflict } from '@congress/domain';
import type { AgendaItem } from './programme.agenda';
import type { PublicAbstract, PublicPerson, PublishedProgramme } from './programme.document';
import type { Draft, NoticeRow, VersionRow } from './programme.repository';

export type ConflictView = ProgrammeConflict;
export type DraftView = Draft & {
  conflicts: ProgrammeConflict[];
  undoable: number;
  last_change: string | null;
};

type DocRoom = PublishedProgramme['rooms'][number];
type DocDay = PublishedProgramme['days'][number];

export interface TalkView {
  id: number;
  position: number;
  title_en: string;
  title_ko: string;
  minutes: number;
  start: string;
  end: string;
  board: number | null;
  speaker: PublicPerson | null;
  abstract: PublicAbstract | null;
}
export interface SessionView {
  id: number;
  kind: PublishedProgramme['sessions'][number]['kind'];
  title_en: string;
  title_ko: string;
  start: string;
  end: string;
  day: DocDay;
  room: DocRoom;
  chairs: PublicPerson[];
  talks: TalkView[];
}
export interface DayView extends DocDay {
  sessions: SessionView[];
}
export interface ProgrammeView {
  version: number;
  published_at: Date;
  rooms: DocRoom[];
  days: DayView[];
}
export interface AgendaItemView {
  type: AgendaItem['type'];
  session: SessionView;
  talk: TalkView | null;
  start: string;
  end: string;
  clash: boolean;
}
export interface SlotView {
  day: string | null;
  room_en: string | null;
  room_ko: string | null;
  start: string;
  end: string;
}
export interface MyProgrammeView {
  items: AgendaItemView[];
  notices: NoticeRow[];
  ics_path: string;
}

/** Links the document's parts (maps: linear in the document's size). */
export function sessionViews(document: PublishedProgramme): Map<number, SessionView> {
  const people = new Map(document.people.map((p) => [p.id, p]));
  const rooms = new Map(document.rooms.map((r) => [r.id, r]));
  const days = new Map(document.days.map((d) => [d.id, d]));
  const person = (id: number | null) => (id != null ? (people.get(id) ?? null) : null);
  const views = new Map<number, SessionView>();
  for (const s of document.sessions) {
    const day = days.get(s.day_id);
    const room = rooms.get(s.room_id);
    if (!day || !room) continue;
    views.set(s.id, {
      id: s.id,
      kind: s.kind,
      title_en: s.title_en,
      title_ko: s.title_ko,
      start: s.start,
      end: s.end,
      day,
      room,
      chairs: s.chair_ids.flatMap((id) => person(id) ?? []),
      talks: s.talks.map((t) => ({
        id: t.id,
        position: t.position,
        title_en: t.title_en,
        title_ko: t.title_ko,
        minutes: t.minutes,
        start: t.start,
        end: t.end,
        board: t.board,
        speaker: person(t.speaker_id),
        abstract: t.abstract,
      })),
    });
  }
  return views;
}

export function programmeView(
  version: Pick<VersionRow, 'version' | 'published_at'>,
  document: PublishedProgramme,
): ProgrammeView {
  const sessions = [...sessionViews(document).values()];
  return {
    version: version.version,
    published_at: version.published_at,
    rooms: document.rooms,
    days: document.days.map((day) => ({ ...day, sessions: sessions.filter((s) => s.day.id === day.id) })),
  };
}

export function agendaView(document: PublishedProgramme | null, items: AgendaItem[]): AgendaItemView[] {
  if (!document) return [];
  const views = sessionViews(document);
  return items.flatMap((item) => {
    const session = views.get(item.session.id);
    if (!session) return [];
    return [
      {
        type: item.type,
        session,
        talk: item.talk ? (session.talks.find((t) => t.id === item.talk?.id) ?? null) : null,
        start: item.start,
        end: item.end,
        clash: item.clash,
      },
    ];
  });
}
