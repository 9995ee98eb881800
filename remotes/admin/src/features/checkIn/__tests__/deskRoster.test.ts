import {
  fetchRoster,
  readRoster,
  ROSTER_KEY,
  searchRoster,
  wipeRoster,
  writeRoster,
  type RosterEntry,
} from '../deskRoster';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
};
const entry = (
  id: number,
  name: string,
  affiliation = 'Pusan National University',
  paid = true,
): RosterEntry => ({
  registrationId: String(id),
  name,
  affiliation,
  paid,
});
const ROSTER = [
  entry(7, 'Minji PARK'),
  entry(12, '김민지', '부산대학교', false),
  entry(70, 'Anna VISSER', 'Leiden University Medical Center'),
];

describe("the desk's offline roster", () => {
  it('is kept compact on the device, under the session prefix the logout wipes, and read back whole', () => {
    const storage = memory();
    expect(writeRoster(storage, ROSTER, new Date('2024-03-21T00:00:00Z'))).toBe(true);
    expect(ROSTER_KEY.startsWith('congress.session.')).toBe(true);
    expect(JSON.parse(storage.getItem(ROSTER_KEY) ?? '')).toEqual({
      savedAt: '2024-03-21T00:00:00.000Z',
      rows: [
        ['7', 'Minji PARK', 'Pusan National University', 1],
        ['12', '김민지', '부산대학교', 0],
        ['70', 'Anna VISSER', 'Leiden University Medical Center', 1],
      ],
    });
    expect(readRoster(storage)).toEqual({ savedAt: '2024-03-21T00:00:00.000Z', entries: ROSTER });
    wipeRoster(storage);
    expect(readRoster(storage)).toEqual({ savedAt: null, entries: [] });
  });

  it('keeps the old roster when the device refuses the new one, and survives a damaged one', () => {
    const storage = memory();
    writeRoster(storage, ROSTER, new Date());
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeRoster(full, [entry(1, 'X')], new Date())).toBe(false);
    expect(readRoster(storage).entries).toEqual(ROSTER);
    storage.setItem(ROSTER_KEY, '{oops');
    expect(readRoster(storage).entries).toEqual([]);
  });

  it('finds by number, by every word of a name in any case or order, Korean included, and by affiliation', () => {
    expect(searchRoster(ROSTER, '70')).toEqual([ROSTER[2]]);
    expect(searchRoster(ROSTER, 'park  MINJI')).toEqual([ROSTER[0]]);
    expect(searchRoster(ROSTER, '민지')).toEqual([ROSTER[1]]);
    expect(searchRoster(ROSTER, 'leiden')).toEqual([ROSTER[2]]);
    expect(searchRoster(ROSTER, 'ｍｉｎｊｉ')).toEqual([ROSTER[0]]);
    expect(searchRoster(ROSTER, '   ')).toEqual([]);
    const many = Array.from({ length: 50 }, (_, i) => entry(i + 100, `Kim ${i}`));
    expect(searchRoster(many, 'kim')).toHaveLength(20);
  });

  it('reads every page after the last number of the one before', async () => {
    const asked: (string | null)[] = [];
    const rows = await fetchRoster(async (after) => {
      asked.push(after);
      const page = after === null ? ROSTER.slice(0, 2) : ROSTER.slice(2);
      return { count: 3, rows: page, next: after === null ? '12' : null };
    });
    expect(asked).toEqual([null, '12']);
    expect(rows).toEqual(ROSTER);
  });
});
