// The timetable editor's arithmetic (pure, unit-tested): Korea wall clocks in minutes of the day,
// the grid's rows (5-minute steps), where a moved or resized session lands, and what the editor
// says about a conflict. The rules themselves (what a conflict is) are @congress/domain's.
import { seoulDate, seoulTime, timedTalks, type SessionKind } from '@congress/domain';

/** The grid's step: sessions move and resize by five minutes. */
export const STEP = 5;
/** The day the grid shows at least (Korea time), widened to hold every session. */
export const DAY_START = 8 * 60;
export const DAY_END = 19 * 60;
const DAY_MINUTES = 24 * 60;

export interface SlotMinutes {
  start: number;
  end: number;
}

/** "09:35" → 575. */
export const minutesOf = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** 575 → "09:35"; 1440 (midnight, an end) → "00:00" as the API takes it. */
export const clockOf = (minutes: number): string => {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A session's Korea-time start and end in minutes of its day (an end at midnight is 1440). */
export function slotOf(session: { start_at: string; end_at: string }): SlotMinutes {
  const start = minutesOf(seoulTime(session.start_at));
  let end = minutesOf(seoulTime(session.end_at));
  if (end <= start && seoulDate(session.end_at) !== seoulDate(session.start_at)) end += DAY_MINUTES;
  return { start, end };
}

/** The span the grid shows: 08:00–19:00 at least, widened to the hour around every session. */
export function gridSpan(slots: readonly SlotMinutes[]): SlotMinutes {
  let start = DAY_START;
  let end = DAY_END;
  for (const s of slots) {
    start = Math.min(start, Math.floor(s.start / 60) * 60);
    end = Math.max(end, Math.ceil(s.end / 60) * 60);
  }
  return { start, end: Math.min(end, DAY_MINUTES) };
}

/** The nearest step. */
export const snap = (minutes: number) => Math.round(minutes / STEP) * STEP;

/**
 * Where a session goes when moved by `delta` minutes (both ends) or resized by `delta` (its end):
 * kept inside its day and at least one step long; null when nothing changes.
 */
export function shifted(slot: SlotMinutes, delta: number, mode: 'move' | 'resize'): SlotMinutes | null {
  if (mode === 'resize') {
    const end = Math.min(DAY_MINUTES, Math.max(slot.start + STEP, snap(slot.end + delta)));
    return end === slot.end ? null : { start: slot.start, end };
  }
  const length = slot.end - slot.start;
  const start = Math.min(DAY_MINUTES - length, Math.max(0, snap(slot.start + delta)));
  return start === slot.start ? null : { start, end: start + length };
}

/** The room next to this one (by the rooms' order), or null at either end. */
export function neighbourRoom<R extends { id: string }>(rooms: readonly R[], roomId: string, step: 1 | -1) {
  const index = rooms.findIndex((r) => r.id === roomId);
  return index < 0 ? null : (rooms[index + step] ?? null);
}

/** The slot as the API's move takes it. */
export const slotInput = (dayId: string, roomId: string, slot: SlotMinutes) => ({
  day_id: dayId,
  room_id: roomId,
  start: clockOf(slot.start),
  end: clockOf(slot.end),
});

/** Sessions in time order, then by room order (the phone's list). */
export function inTimeOrder<S extends { start_at: string; room_id: string }>(
  sessions: readonly S[],
  roomOrder: readonly string[],
): S[] {
  return [...sessions].sort(
    (a, b) =>
      Date.parse(a.start_at) - Date.parse(b.start_at) ||
      roomOrder.indexOf(a.room_id) - roomOrder.indexOf(b.room_id),
  );
}

/** The ids of sessions that take part in a conflict (marked on their blocks). */
export function conflictedSessions(conflicts: readonly { session_ids: readonly string[] }[]): Set<string> {
  return new Set(conflicts.flatMap((c) => c.session_ids));
}

/** Where and when a talk is, and who presents it (a published one, or the draft's). */
export interface TalkPlace {
  id: string;
  day_id: string;
  room_id: string;
  start: string;
  end: string;
  presenter: string | null;
}

/** The draft's talks with their computed times and presenters (invited speaker or abstract's). */
export function draftTalkPlaces(
  sessions: readonly {
    id: string;
    day_id: string;
    room_id: string;
    kind: string;
    start_at: string;
    end_at: string;
  }[],
  talks: readonly {
    id: string;
    session_id: string;
    position: number;
    minutes: number;
    speaker_id?: string | null;
    abstract_id?: string | null;
  }[],
  abstractPresenter: (abstractId: string) => string | null | undefined,
): TalkPlace[] {
  return sessions.flatMap((s) =>
    timedTalks(
      {
        id: Number(s.id),
        kind: s.kind as SessionKind,
        room_id: Number(s.room_id),
        start_at: s.start_at,
        end_at: s.end_at,
        chair_ids: [],
      },
      talks
        .filter((t) => t.session_id === s.id)
        .map((t) => ({
          id: Number(t.id),
          session_id: Number(s.id),
          position: t.position,
          minutes: t.minutes,
          person_id: null,
          board: null,
        })),
    ).map(({ talk, start, end }) => {
      const own = talks.find((t) => t.id === String(talk.id))!;
      return {
        id: own.id,
        day_id: s.day_id,
        room_id: s.room_id,
        start: start.toISOString(),
        end: end.toISOString(),
        presenter: own.speaker_id ?? (own.abstract_id ? (abstractPresenter(own.abstract_id) ?? null) : null),
      };
    }),
  );
}

/**
 * How many presenters a publication would mail, by publishProgramme's rule: a talk of the last
 * publication that is still in the programme with the same presenter, on another day, in another
 * room or at another time.
 */
export function presentersToMail(published: readonly TalkPlace[], draft: readonly TalkPlace[]): number {
  const now = new Map(draft.map((t) => [t.id, t]));
  const presenters = new Set<string>();
  for (const old of published) {
    const next = now.get(old.id);
    if (!next || next.presenter == null || next.presenter !== old.presenter) continue;
    if (
      old.day_id !== next.day_id ||
      old.room_id !== next.room_id ||
      Date.parse(old.start) !== Date.parse(next.start) ||
      Date.parse(old.end) !== Date.parse(next.end)
    )
      presenters.add(next.presenter);
  }
  return presenters.size;
}
