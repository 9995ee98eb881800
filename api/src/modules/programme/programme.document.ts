// The published programme: one JSON document per publication, built from the draft and the
// people in it at publish time. Public queries read it whole (one row, no per-talk queries), and
// a publication never changes afterwards.
import { isDeepStrictEqual } from 'node:util';
import { timedTalks, type SessionKind } from '@congress/domain';
import type { Draft, TalkRow } from './programme.repository';

export interface PublicPerson {
  id: number;
  name_en: string;
  name_ko: string;
  affiliation_en: string;
  affiliation_ko: string;
  /** Only once an organiser made the speaker's photo / CV public. */
  photo_url: string | null;
  cv_url: string | null;
}
export interface PublicAbstract {
  id: number;
  title: string;
  authors: string[];
  affiliations: string[];
  objectives: string;
  methods: string;
  results: string;
  conclusions: string;
  keywords: string;
}
export interface PublicTalk {
  id: number;
  position: number;
  title_en: string;
  title_ko: string;
  minutes: number;
  start: string;
  end: string;
  board: number | null;
  speaker_id: number | null;
  abstract: PublicAbstract | null;
}
export interface PublicSession {
  id: number;
  day_id: number;
  room_id: number;
  kind: SessionKind;
  title_en: string;
  title_ko: string;
  start: string;
  end: string;
  chair_ids: number[];
  talks: PublicTalk[];
}
export interface PublishedProgramme {
  days: { id: number; date: string; label_en: string; label_ko: string }[];
  rooms: { id: number; name_en: string; name_ko: string; position: number; poster_area: boolean }[];
  sessions: PublicSession[];
  people: PublicPerson[];
}

/** What the document needs beyond the draft: people (by member id) and abstracts (by id). */
export interface DocumentSources {
  people: Map<number, PublicPerson>;
  abstracts: Map<number, PublicAbstract & { presenter_id: number }>;
}

/** The member who speaks a talk: the invited speaker, or the accepted abstract's presenter. */
export const presenterOf = (
  talk: Pick<TalkRow, 'speaker_id' | 'abstract_id'>,
  sources: Pick<DocumentSources, 'abstracts'>,
) =>
  talk.speaker_id ??
  (talk.abstract_id != null ? (sources.abstracts.get(talk.abstract_id)?.presenter_id ?? null) : null);

const publicPart = ({
  presenter_id: _presenter,
  ...rest
}: PublicAbstract & { presenter_id: number }): PublicAbstract => rest;

export function buildDocument(draft: Draft, sources: DocumentSources): PublishedProgramme {
  const sessions = draft.sessions.map((session): PublicSession => {
    const timed = timedTalks(
      { ...session, chair_ids: session.chair_ids },
      draft.talks.map((t) => ({ ...t, person_id: null })),
    );
    return {
      id: session.id,
      day_id: session.day_id,
      room_id: session.room_id,
      kind: session.kind,
      title_en: session.title_en,
      title_ko: session.title_ko,
      start: new Date(session.start_at).toISOString(),
      end: new Date(session.end_at).toISOString(),
      chair_ids: session.chair_ids,
      talks: timed.map(({ talk, start, end }) => {
        const abstract = talk.abstract_id != null ? sources.abstracts.get(talk.abstract_id) : undefined;
        return {
          id: talk.id,
          position: talk.position,
          title_en: talk.title_en || abstract?.title || '',
          title_ko: talk.title_ko || abstract?.title || '',
          minutes: talk.minutes,
          start: start.toISOString(),
          end: end.toISOString(),
          board: talk.board,
          speaker_id: presenterOf(talk, sources),
          abstract: abstract ? publicPart(abstract) : null,
        };
      }),
    };
  });
  const used = new Set<number>();
  for (const s of sessions) {
    for (const c of s.chair_ids) used.add(c);
    for (const t of s.talks) if (t.speaker_id != null) used.add(t.speaker_id);
  }
  return {
    days: draft.days.map(({ id, date, label_en, label_ko }) => ({ id, date, label_en, label_ko })),
    rooms: draft.rooms.map(({ id, name_en, name_ko, position, poster_area }) => ({
      id,
      name_en,
      name_ko,
      position,
      poster_area,
    })),
    sessions,
    people: [...used].flatMap((id) => {
      const person = sources.people.get(id);
      return person ? [person] : [];
    }),
  };
}

/** What a day's pages show: the day, its sessions with their rooms, and the people in them. */
function dayView(document: PublishedProgramme, dayId: number) {
  const day = document.days.find((d) => d.id === dayId);
  const sessions = document.sessions.filter((s) => s.day_id === dayId);
  const people = new Set(sessions.flatMap((s) => [...s.chair_ids, ...s.talks.map((t) => t.speaker_id)]));
  const rooms = new Set(sessions.map((s) => s.room_id));
  return {
    day,
    sessions,
    rooms: document.rooms.filter((r) => rooms.has(r.id)),
    people: document.people.filter((p) => people.has(p.id)),
  };
}

/**
 * The dates of the days whose own content differs from one publication to the next (new days
 * included): their pages are the ones an organiser looks at after publishing. Every day's page also
 * lists the other days, so the others change too, but only in their tabs.
 */
export function daysChanged(before: PublishedProgramme | null, after: PublishedProgramme): string[] {
  return after.days
    .filter(
      (day) =>
        !before ||
        !isDeepStrictEqual(
          dayView(before, before.days.find((d) => d.date === day.date)?.id ?? -1),
          dayView(after, day.id),
        ),
    )
    .map((day) => day.date);
}

/** Where and when a talk or session takes place: what a presenter's mail and a member's notice compare. */
export interface Slot {
  day_id: number;
  room_id: number;
  start: string;
  end: string;
}

export function slotsOf(document: PublishedProgramme): {
  sessions: Map<number, Slot & { title_en: string; title_ko: string }>;
  talks: Map<number, Slot & { title_en: string; title_ko: string; speaker_id: number | null }>;
} {
  const sessions = new Map<number, Slot & { title_en: string; title_ko: string }>();
  const talks = new Map<number, Slot & { title_en: string; title_ko: string; speaker_id: number | null }>();
  for (const s of document.sessions) {
    sessions.set(s.id, {
      day_id: s.day_id,
      room_id: s.room_id,
      start: s.start,
      end: s.end,
      title_en: s.title_en,
      title_ko: s.title_ko,
    });
    for (const t of s.talks)
      talks.set(t.id, {
        day_id: s.day_id,
        room_id: s.room_id,
        start: t.start,
        end: t.end,
        title_en: t.title_en,
        title_ko: t.title_ko,
        speaker_id: t.speaker_id,
      });
  }
  return { sessions, talks };
}

export const slotMoved = (a: Slot, b: Slot) =>
  a.day_id !== b.day_id || a.room_id !== b.room_id || a.start !== b.start || a.end !== b.end;
