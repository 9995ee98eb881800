// The programme as data (docs/decisions.md, "The programme as data"): rules the API and the back
// office's timetable editor share. Times are instants; they are entered and shown in Korea time
// (Asia/Seoul, no daylight saving). Everything here is pure: the API refuses a change whose result
// has an error-level conflict, and reports warnings (a person in two places) for the editor.
import { DateTime } from 'luxon';

export const PROGRAMME_TIME_ZONE = 'Asia/Seoul';

export const SESSION_KINDS = [
  'KEYNOTE',
  'SYMPOSIUM',
  'ORAL',
  'POSTER',
  'PIC_FORUM',
  'SEMINAR',
  'SOCIAL',
  'BREAK',
] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const SESSION_KIND_LABELS: Record<SessionKind, { en: string; ko: string }> = {
  KEYNOTE: { en: 'Keynote', ko: '기조강연' },
  SYMPOSIUM: { en: 'Symposium', ko: '심포지엄' },
  ORAL: { en: 'Oral presentations', ko: '구연 발표' },
  POSTER: { en: 'Posters', ko: '포스터' },
  PIC_FORUM: { en: 'PIC forum', ko: 'PIC 포럼' },
  SEMINAR: { en: 'Seminar', ko: '세미나' },
  SOCIAL: { en: 'Social programme', ko: '사교 행사' },
  BREAK: { en: 'Break', ko: '휴식' },
};

/** Limits of the editor's inputs (the API's schema and the form share them). */
export const PROGRAMME_TITLE_MAX = 300;
export const PROGRAMME_ROOM_NAME_MAX = 100;
export const TALK_MINUTES_MAX = 600;
export const POSTER_BOARD_MAX = 9999;

/** Error codes of the programme (fields of VALIDATION_FAILED); messages in PROGRAMME_MESSAGES. */
export const PROGRAMME_MESSAGES = {
  en: {
    'programme.endBeforeStart': 'The end must be after the start.',
    'programme.outsideDay': 'The session must start and end on its day (Korea time).',
    'programme.roomClash': 'Another session is in this room at that time.',
    'programme.talkOutsideSession': 'The talks do not fit in their session.',
    'programme.boardTaken': 'This poster board is already taken in the session.',
    'programme.boardOnlyForPosters': 'Only talks of a poster session have a board.',
    'programme.posterNeedsAbstract': 'A poster is an accepted poster abstract.',
    'programme.speakerNotInvited': 'The speaker must be an invited speaker.',
    'programme.abstractNotAccepted': 'The abstract must be accepted.',
    'programme.oneSpeaker': 'A talk has either an invited speaker or an abstract, not both.',
    'programme.personClash': 'This person is in two places at once.',
    'programme.dayInUse': 'Sessions are planned on this day.',
    'programme.roomInUse': 'Sessions are planned in this room.',
    'programme.dayTaken': 'This date is already a day of the programme.',
    'programme.reorderMismatch': 'The order must name every talk of the session once.',
    'programme.nothingToUndo': 'There is no change to undo.',
    'programme.notPublished': 'Nothing of the programme is published yet.',
    'programme.nothingToPublish': 'The draft has not changed since the last publication.',
  },
  ko: {
    'programme.endBeforeStart': '종료 시각은 시작 시각 이후여야 합니다.',
    'programme.outsideDay': '세션은 해당 날짜(한국 시간) 안에서 시작하고 끝나야 합니다.',
    'programme.roomClash': '같은 시간에 이 장소에 다른 세션이 있습니다.',
    'programme.talkOutsideSession': '발표 시간의 합이 세션 시간을 넘습니다.',
    'programme.boardTaken': '이 세션에서 이미 사용 중인 포스터 보드 번호입니다.',
    'programme.boardOnlyForPosters': '포스터 세션의 발표만 보드 번호를 가질 수 있습니다.',
    'programme.posterNeedsAbstract': '포스터는 채택된 포스터 초록이어야 합니다.',
    'programme.speakerNotInvited': '연자는 초청 연자여야 합니다.',
    'programme.abstractNotAccepted': '채택된 초록이어야 합니다.',
    'programme.oneSpeaker': '발표에는 초청 연자와 초록 중 하나만 지정할 수 있습니다.',
    'programme.personClash': '같은 사람이 같은 시간에 두 곳에 배정되어 있습니다.',
    'programme.dayInUse': '이 날짜에 세션이 있습니다.',
    'programme.roomInUse': '이 장소에 세션이 있습니다.',
    'programme.dayTaken': '이미 프로그램에 있는 날짜입니다.',
    'programme.reorderMismatch': '세션의 모든 발표를 한 번씩 지정해야 합니다.',
    'programme.nothingToUndo': '되돌릴 변경 사항이 없습니다.',
    'programme.notPublished': '아직 공개된 프로그램이 없습니다.',
    'programme.nothingToPublish': '마지막 공개 이후 바뀐 내용이 없습니다.',
  },
} as const;
export type ProgrammeMessageCode = keyof (typeof PROGRAMME_MESSAGES)['en'];

/** A Korea-time wall clock ("2024-03-21", "09:30") as an instant; null when it is not a time. */
export function seoulInstant(date: string, time: string): Date | null {
  const parsed = DateTime.fromISO(`${date}T${time}`, { zone: PROGRAMME_TIME_ZONE });
  return parsed.isValid ? parsed.toJSDate() : null;
}

/** The Korea-time calendar date (YYYY-MM-DD) of an instant. */
export const seoulDate = (instant: Date | string): string =>
  DateTime.fromJSDate(new Date(instant)).setZone(PROGRAMME_TIME_ZONE).toISODate() as string;

/** "09:30" in Korea time. */
export const seoulTime = (instant: Date | string): string =>
  DateTime.fromJSDate(new Date(instant)).setZone(PROGRAMME_TIME_ZONE).toFormat('HH:mm');

/** "Thu 21 March 2024, 09:30–10:00" / "2024년 3월 21일 (목) 09:30–10:00", Korea time. */
export function seoulSlotLabel(start: Date | string, end: Date | string, locale: 'en' | 'ko'): string {
  const from = DateTime.fromJSDate(new Date(start)).setZone(PROGRAMME_TIME_ZONE).setLocale(locale);
  const day = locale === 'ko' ? from.toFormat('yyyy년 M월 d일 (ccc)') : from.toFormat('ccc d MMMM yyyy');
  return `${day}, ${seoulTime(start)}–${seoulTime(end)}`;
}

export interface SessionSlot {
  id: number;
  kind: SessionKind;
  room_id: number;
  start_at: Date | string;
  end_at: Date | string;
  /** Members chairing the session. */
  chair_ids: readonly number[];
}

export interface TalkSlot {
  id: number;
  session_id: number;
  position: number;
  minutes: number;
  /** The member who speaks: the invited speaker or the abstract's presenter. */
  person_id: number | null;
  board: number | null;
}

export interface TimedTalk<T extends TalkSlot = TalkSlot> {
  talk: T;
  start: Date;
  end: Date;
}

const ms = (instant: Date | string) => new Date(instant).getTime();
const MINUTE = 60_000;

/**
 * The talks of one session with their times: one after the other from the session's start, in
 * their order. In a poster session every poster is up for the whole session.
 */
export function timedTalks<T extends TalkSlot>(session: SessionSlot, talks: readonly T[]): TimedTalk<T>[] {
  const ordered = talks.filter((t) => t.session_id === session.id).sort((a, b) => a.position - b.position);
  if (session.kind === 'POSTER')
    return ordered.map((talk) => ({
      talk,
      start: new Date(session.start_at),
      end: new Date(session.end_at),
    }));
  let at = ms(session.start_at);
  return ordered.map((talk) => {
    const start = new Date(at);
    at += talk.minutes * MINUTE;
    return { talk, start, end: new Date(at) };
  });
}

export type ConflictKind =
  'END_BEFORE_START' | 'ROOM_CLASH' | 'TALK_OUTSIDE_SESSION' | 'BOARD_TAKEN' | 'PERSON_CLASH';

export interface ProgrammeConflict {
  kind: ConflictKind;
  /** Errors make the API refuse a change; warnings are shown to the editor. */
  severity: 'error' | 'warning';
  /** The message's code (PROGRAMME_MESSAGES). */
  code: ProgrammeMessageCode;
  session_ids: number[];
  talk_ids: number[];
  /** PERSON_CLASH: the member. */
  person_id?: number;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** Problems of one session on its own: its end after its start, on the day it belongs to. */
export function sessionProblems(
  session: Pick<SessionSlot, 'start_at' | 'end_at'>,
  dayDate: string,
): ProgrammeMessageCode[] {
  if (ms(session.end_at) <= ms(session.start_at)) return ['programme.endBeforeStart'];
  const lastMoment = new Date(ms(session.end_at) - 1);
  if (seoulDate(session.start_at) !== dayDate || seoulDate(lastMoment) !== dayDate)
    return ['programme.outsideDay'];
  return [];
}

/**
 * Every conflict of a programme: sessions ending before they start, two sessions in one room at
 * once, talks that overrun their session, a poster board used twice in a session (errors); a
 * person (chair or speaker) in two places at once (a warning: a chair may step out to speak).
 */
export function programmeConflicts(
  sessions: readonly SessionSlot[],
  talks: readonly TalkSlot[],
): ProgrammeConflict[] {
  const conflicts: ProgrammeConflict[] = [];
  const spans = sessions.map((s) => ({ session: s, start: ms(s.start_at), end: ms(s.end_at) }));
  for (const span of spans)
    if (span.end <= span.start)
      conflicts.push({
        kind: 'END_BEFORE_START',
        severity: 'error',
        code: 'programme.endBeforeStart',
        session_ids: [span.session.id],
        talk_ids: [],
      });

  // Two sessions in one room: sort by room then start, compare with the ones still running.
  const byRoom = [...spans].sort((a, b) => a.session.room_id - b.session.room_id || a.start - b.start);
  for (let i = 0; i < byRoom.length; i += 1) {
    const a = byRoom[i]!;
    for (let j = i + 1; j < byRoom.length; j += 1) {
      const b = byRoom[j]!;
      if (b.session.room_id !== a.session.room_id || b.start >= a.end) break;
      if (overlaps(a, b))
        conflicts.push({
          kind: 'ROOM_CLASH',
          severity: 'error',
          code: 'programme.roomClash',
          session_ids: [a.session.id, b.session.id],
          talk_ids: [],
        });
    }
  }

  const talksBySession = new Map<number, TalkSlot[]>();
  for (const talk of talks)
    talksBySession.set(talk.session_id, [...(talksBySession.get(talk.session_id) ?? []), talk]);

  // Where each person is: chairs for the whole session, speakers for their talk.
  const presence: { person: number; session: number; talk: number | null; start: number; end: number }[] = [];
  for (const { session, start, end } of spans) {
    for (const person of new Set(session.chair_ids))
      presence.push({ person, session: session.id, talk: null, start, end });
    const own = talksBySession.get(session.id) ?? [];
    const timed = timedTalks(session, own);
    const last = timed.at(-1);
    if (session.kind !== 'POSTER' && last && last.end.getTime() > end)
      conflicts.push({
        kind: 'TALK_OUTSIDE_SESSION',
        severity: 'error',
        code: 'programme.talkOutsideSession',
        session_ids: [session.id],
        talk_ids: timed.filter((t) => t.end.getTime() > end).map((t) => t.talk.id),
      });
    const boards = new Map<number, number>();
    for (const talk of own) {
      if (talk.board == null) continue;
      const first = boards.get(talk.board);
      if (first === undefined) boards.set(talk.board, talk.id);
      else
        conflicts.push({
          kind: 'BOARD_TAKEN',
          severity: 'error',
          code: 'programme.boardTaken',
          session_ids: [session.id],
          talk_ids: [first, talk.id],
        });
    }
    for (const t of timed)
      if (t.talk.person_id != null)
        presence.push({
          person: t.talk.person_id,
          session: session.id,
          talk: t.talk.id,
          start: t.start.getTime(),
          end: t.end.getTime(),
        });
  }

  const byPerson = new Map<number, typeof presence>();
  for (const p of presence) byPerson.set(p.person, [...(byPerson.get(p.person) ?? []), p]);
  for (const [person, places] of byPerson) {
    places.sort((a, b) => a.start - b.start);
    for (let i = 0; i < places.length; i += 1)
      for (let j = i + 1; j < places.length; j += 1) {
        const a = places[i]!;
        const b = places[j]!;
        if (b.start >= a.end) break;
        // Chairing a session and speaking in it is one place.
        if (a.session === b.session) continue;
        conflicts.push({
          kind: 'PERSON_CLASH',
          severity: 'warning',
          code: 'programme.personClash',
          session_ids: [a.session, b.session],
          talk_ids: [a.talk, b.talk].filter((t): t is number => t != null),
          person_id: person,
        });
      }
  }
  return conflicts;
}

export const programmeErrors = (conflicts: readonly ProgrammeConflict[]) =>
  conflicts.filter((c) => c.severity === 'error');

/** A starred item's slot: where and when; two slots of a member's agenda clash when they overlap. */
export interface AgendaSlot {
  key: string;
  start: Date | string;
  end: Date | string;
}

/** The keys of a member's agenda items that overlap another item (a talk inside its starred session does not count). */
export function agendaClashes(items: readonly (AgendaSlot & { session_id: number })[]): Set<string> {
  const clashing = new Set<string>();
  const sorted = [...items].sort((a, b) => ms(a.start) - ms(b.start));
  for (let i = 0; i < sorted.length; i += 1)
    for (let j = i + 1; j < sorted.length; j += 1) {
      const a = sorted[i]!;
      const b = sorted[j]!;
      if (ms(b.start) >= ms(a.end)) break;
      if (a.session_id === b.session_id) continue;
      clashing.add(a.key);
      clashing.add(b.key);
    }
  return clashing;
}
