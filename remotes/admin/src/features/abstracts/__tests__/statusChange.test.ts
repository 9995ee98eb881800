import { splitByTransition } from '../abstractActions';

const rows = [
  { id: '1', status: 'SUBMITTED' },
  { id: '2', status: 'WITHDRAWN' },
  { id: '3', status: 'ACCEPTED' },
  { id: '4', status: 'PENDING' },
] as const;

describe('bulk abstract status change', () => {
  it('sends only abstracts whose status may move to the chosen one', () => {
    const { allowed, refused } = splitByTransition(rows, 'ACCEPTED');
    // A withdrawn abstract goes back to SUBMITTED first; an accepted one is already there.
    expect(allowed.map((r) => r.id)).toEqual(['1', '4']);
    expect(refused.map((r) => r.id)).toEqual(['2', '3']);
  });

  it('restores a withdrawn abstract to SUBMITTED only', () => {
    expect(splitByTransition(rows, 'SUBMITTED').allowed.map((r) => r.id)).toEqual(['2', '4']);
  });
});
