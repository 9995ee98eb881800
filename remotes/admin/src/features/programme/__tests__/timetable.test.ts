import {
  clockOf,
  draftTalkPlaces,
  presentersToMail,
  conflictedSessions,
  gridSpan,
  inTimeOrder,
  minutesOf,
  neighbourRoom,
  shifted,
  slotInput,
  slotOf,
} from '../timetable';

// 2024-03-21 09:00 and 10:30 in Korea (UTC+9).
const session = { start_at: '2024-03-21T00:00:00.000Z', end_at: '2024-03-21T01:30:00.000Z' };

describe('timetable arithmetic', () => {
  it('reads Korea wall clocks in minutes, midnight as the end of the day', () => {
    expect(minutesOf('09:35')).toBe(575);
    expect(clockOf(575)).toBe('09:35');
    expect(clockOf(1440)).toBe('00:00');
    expect(slotOf(session)).toEqual({ start: 540, end: 630 });
    expect(slotOf({ start_at: '2024-03-21T13:00:00.000Z', end_at: '2024-03-21T15:00:00.000Z' })).toEqual({
      start: 22 * 60,
      end: 24 * 60,
    });
  });

  it('moves both ends by five-minute steps, inside the day', () => {
    expect(shifted({ start: 540, end: 630 }, 5, 'move')).toEqual({ start: 545, end: 635 });
    expect(shifted({ start: 540, end: 630 }, -7, 'move')).toEqual({ start: 535, end: 625 });
    expect(shifted({ start: 0, end: 60 }, -5, 'move')).toBeNull();
    expect(shifted({ start: 1380, end: 1440 }, 5, 'move')).toBeNull();
    expect(shifted({ start: 540, end: 630 }, 2, 'move')).toBeNull();
  });

  it('resizes the end, never shorter than a step', () => {
    expect(shifted({ start: 540, end: 630 }, 5, 'resize')).toEqual({ start: 540, end: 635 });
    expect(shifted({ start: 540, end: 545 }, -5, 'resize')).toBeNull();
    expect(shifted({ start: 540, end: 560 }, -60, 'resize')).toEqual({ start: 540, end: 545 });
  });

  it('finds the next room by order, none past either end', () => {
    const rooms = [{ id: '1' }, { id: '2' }];
    expect(neighbourRoom(rooms, '1', 1)).toEqual({ id: '2' });
    expect(neighbourRoom(rooms, '1', -1)).toBeNull();
    expect(neighbourRoom(rooms, '2', 1)).toBeNull();
  });

  it('shows 08:00–19:00 at least, widened to the hour around every session', () => {
    expect(gridSpan([])).toEqual({ start: 480, end: 1140 });
    expect(gridSpan([{ start: 455, end: 1200 }])).toEqual({ start: 420, end: 1200 });
    expect(gridSpan([{ start: 1300, end: 1440 }])).toEqual({ start: 480, end: 1440 });
  });

  it('gives the API its slot as wall clocks', () => {
    expect(slotInput('3', '4', { start: 545, end: 1440 })).toEqual({
      day_id: '3',
      room_id: '4',
      start: '09:05',
      end: '00:00',
    });
  });

  it('orders a day by time, then by room', () => {
    const a = { id: 'a', start_at: '2024-03-21T01:00:00Z', room_id: '2' };
    const b = { id: 'b', start_at: '2024-03-21T01:00:00Z', room_id: '1' };
    const c = { id: 'c', start_at: '2024-03-21T00:00:00Z', room_id: '2' };
    expect(inTimeOrder([a, b, c], ['1', '2']).map((s) => s.id)).toEqual(['c', 'b', 'a']);
  });

  it('marks every session of a conflict', () => {
    expect(
      [...conflictedSessions([{ session_ids: ['1', '2'] }, { session_ids: ['2', '5'] }])].sort(),
    ).toEqual(['1', '2', '5']);
  });

  it('counts the presenters a publication would mail: moved talks, same presenter, once each', () => {
    const sessions = [
      {
        id: '1',
        day_id: 'd',
        room_id: 'r',
        kind: 'ORAL',
        start_at: '2024-03-21T00:00:00Z',
        end_at: '2024-03-21T01:00:00Z',
      },
    ];
    const talks = [
      { id: '10', session_id: '1', position: 1, minutes: 20, speaker_id: '7' },
      { id: '11', session_id: '1', position: 2, minutes: 20, abstract_id: '3' },
      { id: '12', session_id: '1', position: 3, minutes: 20, speaker_id: '7' },
    ];
    const draft = draftTalkPlaces(sessions, talks, (id) => (id === '3' ? '8' : null));
    expect(draft.map((t) => [t.id, t.start, t.presenter])).toEqual([
      ['10', '2024-03-21T00:00:00.000Z', '7'],
      ['11', '2024-03-21T00:20:00.000Z', '8'],
      ['12', '2024-03-21T00:40:00.000Z', '7'],
    ]);
    expect(presentersToMail(draft, draft)).toBe(0);
    const moved = draft.map((t) => ({ ...t, start: '2024-03-21T05:00:00.000Z' }));
    // Two talks of one presenter and one of another: two presenters.
    expect(presentersToMail(moved, draft)).toBe(2);
    // Another presenter now, or the talk gone: no mail.
    expect(presentersToMail(moved, [{ ...draft[0]!, presenter: '9' }])).toBe(0);
    expect(presentersToMail(moved, [])).toBe(0);
    // Another room is a move.
    expect(presentersToMail(draft, [{ ...draft[1]!, room_id: 'other' }])).toBe(1);
  });
});
