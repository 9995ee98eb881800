import { withValueAt } from '../useSchemaForm';

describe('withValueAt (a field of the form kit, or a path into a list)', () => {
  const values = { name: 'a', bands: [{ points: '1' }, { points: '2' }], dayPoints: { '2024-03-21': '' } };

  it('sets a top-level field', () => {
    expect(withValueAt(values, 'name', 'b')).toEqual({ ...values, name: 'b' });
  });

  it('sets a field of a list row, copying the list and the row, leaving the others as they were', () => {
    const next = withValueAt(values, 'bands.1.points', '3');
    expect(next.bands).toEqual([{ points: '1' }, { points: '3' }]);
    expect(next.bands[0]).toBe(values.bands[0]);
    expect(values.bands[1]?.points).toBe('2');
    expect(Array.isArray(next.bands)).toBe(true);
  });

  it('sets a key holding dots of its own only by its segments (a day is one segment)', () => {
    const next = withValueAt(values, 'dayPoints.2024-03-22', '4');
    expect(next.dayPoints).toEqual({ '2024-03-21': '', '2024-03-22': '4' });
  });
});
