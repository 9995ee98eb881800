import { scanWarning } from '../modules/attendance/attendance.service';

// The desk's warning from a day's stored scans in time order (docs/decisions.md "Check-in and the
// credit figures a member reads"): judged by the new scan's neighbours.
const day = (kinds: string) =>
  [...kinds].map((k, i) => ({ id: i + 1, kind: k === 'E' ? 'ENTRY' : 'EXIT' }) as const);

describe('scanWarning', () => {
  it.each([
    ['E', 1, 'RECORDED'],
    ['EE', 2, 'ALREADY_INSIDE'],
    // An earlier-timed entry arriving later: its neighbour after it is an entry.
    ['EE', 1, 'ALREADY_INSIDE'],
    ['EXE', 3, 'RECORDED'],
    ['EXE', 1, 'RECORDED'],
    ['EX', 2, 'RECORDED'],
    ['X', 1, 'NOT_INSIDE'],
    ['EXX', 3, 'NOT_INSIDE'],
  ])('day %s, scan %i: %s', (kinds, id, outcome) => {
    expect(scanWarning(day(kinds), id)).toBe(outcome);
  });

  it('gives one RECORDED to a run of entries whatever order they arrive in', () => {
    for (let run = 0; run < 20; run += 1) {
      const arrivals = Array.from({ length: 8 }, (_, i) => i).sort(() => Math.random() - 0.5);
      const stored: { id: number; kind: 'ENTRY'; at: number }[] = [];
      const outcomes = arrivals.map((at, id) => {
        stored.push({ id, kind: 'ENTRY', at });
        return scanWarning(
          [...stored].sort((a, b) => a.at - b.at || a.id - b.id),
          id,
        );
      });
      expect(outcomes.filter((o) => o === 'RECORDED')).toHaveLength(1);
    }
  });
});
