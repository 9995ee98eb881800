import {
  agendaClashes,
  PROGRAMME_MESSAGES,
  programmeConflicts,
  programmeErrors,
  seoulDate,
  seoulInstant,
  seoulSlotLabel,
  sessionProblems,
  timedTalks,
  type SessionSlot,
  type TalkSlot,
} from '../programme';

const at = (time: string, date = '2024-03-21') => seoulInstant(date, time) as Date;
const session = (
  id: number,
  room: number,
  from: string,
  to: string,
  extra: Partial<SessionSlot> = {},
): SessionSlot => ({
  id,
  kind: 'ORAL',
  room_id: room,
  start_at: at(from),
  end_at: at(to),
  chair_ids: [],
  ...extra,
});
const talk = (
  id: number,
  sessionId: number,
  position: number,
  minutes: number,
  person: number | null = null,
  board: number | null = null,
): TalkSlot => ({
  id,
  session_id: sessionId,
  position,
  minutes,
  person_id: person,
  board,
});

describe('Korea-time helpers', () => {
  it('reads wall clocks in Asia/Seoul (UTC+9) and refuses what is not a time', () => {
    expect(at('09:30').toISOString()).toBe('2024-03-21T00:30:00.000Z');
    expect(seoulInstant('2024-03-21', '25:00')).toBeNull();
    expect(seoulDate(new Date('2024-03-20T15:00:00Z'))).toBe('2024-03-21');
    expect(seoulDate(new Date('2024-03-20T14:59:59Z'))).toBe('2024-03-20');
  });

  it('labels a slot in both languages', () => {
    expect(seoulSlotLabel(at('09:30'), at('10:00'), 'en')).toBe('Thu 21 March 2024, 09:30–10:00');
    expect(seoulSlotLabel(at('09:30'), at('10:00'), 'ko')).toBe('2024년 3월 21일 (목), 09:30–10:00');
  });
});

describe('sessionProblems', () => {
  it('wants the end after the start, on the session’s own day', () => {
    expect(sessionProblems(session(1, 1, '10:00', '10:00'), '2024-03-21')).toEqual([
      'programme.endBeforeStart',
    ]);
    expect(sessionProblems(session(1, 1, '10:00', '09:00'), '2024-03-21')).toEqual([
      'programme.endBeforeStart',
    ]);
    expect(sessionProblems(session(1, 1, '10:00', '11:00'), '2024-03-22')).toEqual(['programme.outsideDay']);
    expect(
      sessionProblems({ start_at: at('23:00'), end_at: at('00:30', '2024-03-22') }, '2024-03-21'),
    ).toEqual(['programme.outsideDay']);
    expect(
      sessionProblems({ start_at: at('23:00'), end_at: at('00:00', '2024-03-22') }, '2024-03-21'),
    ).toEqual([]);
  });
});

describe('timedTalks', () => {
  it('puts talks one after the other in their order; posters last the whole session', () => {
    const s = session(1, 1, '09:00', '10:00');
    const timed = timedTalks(s, [talk(11, 1, 2, 15), talk(10, 1, 1, 20), talk(99, 2, 1, 5)]);
    expect(timed.map((t) => [t.talk.id, t.start.toISOString(), t.end.toISOString()])).toEqual([
      [10, '2024-03-21T00:00:00.000Z', '2024-03-21T00:20:00.000Z'],
      [11, '2024-03-21T00:20:00.000Z', '2024-03-21T00:35:00.000Z'],
    ]);
    const poster = session(2, 1, '09:00', '12:00', { kind: 'POSTER' });
    expect(timedTalks(poster, [talk(99, 2, 1, 0)])[0]?.end).toEqual(at('12:00'));
  });
});

describe('programmeConflicts', () => {
  it('finds nothing in a clean programme', () => {
    const sessions = [
      session(1, 1, '09:00', '10:00'),
      session(2, 1, '10:00', '11:00'),
      session(3, 2, '09:00', '10:00'),
    ];
    expect(programmeConflicts(sessions, [talk(1, 1, 1, 30, 7), talk(2, 2, 1, 30, 7)])).toEqual([]);
  });

  it('refuses two sessions in one room at once, not in two rooms', () => {
    const conflicts = programmeConflicts(
      [session(1, 1, '09:00', '10:00'), session(2, 1, '09:30', '10:30'), session(3, 2, '09:30', '10:30')],
      [],
    );
    expect(conflicts).toEqual([
      expect.objectContaining({ kind: 'ROOM_CLASH', severity: 'error', session_ids: [1, 2] }),
    ]);
  });

  it('finds a clash behind a long session in the same room', () => {
    const conflicts = programmeConflicts(
      [session(1, 1, '09:00', '12:00'), session(2, 1, '09:30', '09:45'), session(3, 1, '11:00', '11:30')],
      [],
    );
    expect(conflicts.map((c) => c.session_ids)).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });

  it('refuses talks that do not fit in their session', () => {
    const conflicts = programmeConflicts(
      [session(1, 1, '09:00', '10:00')],
      [talk(1, 1, 1, 40), talk(2, 1, 2, 30)],
    );
    expect(programmeErrors(conflicts)).toEqual([
      expect.objectContaining({ kind: 'TALK_OUTSIDE_SESSION', talk_ids: [2] }),
    ]);
  });

  it('refuses a poster board used twice in a session, and allows it in another', () => {
    const posters = [
      session(1, 3, '09:00', '17:00', { kind: 'POSTER' }),
      session(2, 4, '09:00', '17:00', { kind: 'POSTER' }),
    ];
    const conflicts = programmeConflicts(posters, [
      talk(1, 1, 1, 0, null, 5),
      talk(2, 1, 2, 0, null, 5),
      talk(3, 2, 1, 0, null, 5),
    ]);
    expect(conflicts).toEqual([expect.objectContaining({ kind: 'BOARD_TAKEN', talk_ids: [1, 2] })]);
  });

  it('warns about a person in two places at once, not about a chair speaking in their own session', () => {
    const sessions = [session(1, 1, '09:00', '10:00', { chair_ids: [7] }), session(2, 2, '09:30', '10:30')];
    const own = programmeConflicts(sessions, [talk(1, 1, 1, 20, 7)]);
    expect(own).toEqual([]);
    const clash = programmeConflicts(sessions, [talk(1, 2, 1, 20, 7)]);
    expect(clash).toEqual([
      expect.objectContaining({
        kind: 'PERSON_CLASH',
        severity: 'warning',
        person_id: 7,
        session_ids: [1, 2],
        talk_ids: [1],
      }),
    ]);
    expect(programmeErrors(clash)).toEqual([]);
    // the talk ends before the other session starts: no clash
    expect(
      programmeConflicts(
        [session(1, 1, '09:00', '10:00'), session(2, 2, '09:30', '10:30')],
        [talk(1, 1, 1, 30, 7), talk(2, 2, 1, 20, 7)],
      ),
    ).toEqual([]);
  });
});

describe('agendaClashes', () => {
  it('marks overlapping starred items of different sessions', () => {
    const clashes = agendaClashes([
      { key: 's1', session_id: 1, start: at('09:00'), end: at('10:00') },
      { key: 't1', session_id: 1, start: at('09:00'), end: at('09:20') },
      { key: 's2', session_id: 2, start: at('09:30'), end: at('10:30') },
      { key: 's3', session_id: 3, start: at('10:30'), end: at('11:00') },
    ]);
    expect([...clashes].sort()).toEqual(['s1', 's2']);
  });
});

describe('PROGRAMME_MESSAGES', () => {
  it('has every code in both languages', () => {
    expect(Object.keys(PROGRAMME_MESSAGES.ko).sort()).toEqual(Object.keys(PROGRAMME_MESSAGES.en).sort());
    for (const text of Object.values(PROGRAMME_MESSAGES.ko)) expect(text).toMatch(/[가-힣]/);
  });
});
