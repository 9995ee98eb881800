// The desk's offline roster (issue 36): the registrations a desk may see — number, badge name,
// affiliation, paid or not, nothing more — kept on the device so the desk finds a person without
// the network. Refreshed whole while online (checkInRoster, a page of 500 at a time) and swapped in
// only once every page has arrived; wiped at logout: its key is under the session-data prefix the
// shell's logout removes (shared/ui useSession).

/** Keys under this prefix are the session's: the shell's logout removes them (shared/ui). */
export const SESSION_DATA_PREFIX = 'congress.session.';
export const ROSTER_KEY = `${SESSION_DATA_PREFIX}checkIn.roster`;
/** Results shown for one offline search. */
const SEARCH_LIMIT = 20;

export interface RosterEntry {
  registrationId: string;
  name: string;
  affiliation: string;
  paid: boolean;
}

/** Compact on the device: one array per registration (thousands fit in localStorage easily). */
type StoredRow = [id: string, name: string, affiliation: string, paid: 0 | 1];
interface Stored {
  savedAt: string;
  rows: StoredRow[];
}

export interface RosterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Roster {
  savedAt: string | null;
  entries: RosterEntry[];
}

export function readRoster(storage: RosterStorage): Roster {
  try {
    const stored = JSON.parse(storage.getItem(ROSTER_KEY) ?? 'null') as Stored | null;
    if (!stored || !Array.isArray(stored.rows)) return { savedAt: null, entries: [] };
    return {
      savedAt: typeof stored.savedAt === 'string' ? stored.savedAt : null,
      entries: stored.rows
        .filter((r) => Array.isArray(r) && typeof r[0] === 'string' && typeof r[1] === 'string')
        .map(([registrationId, name, affiliation, paid]) => ({
          registrationId,
          name,
          affiliation: typeof affiliation === 'string' ? affiliation : '',
          paid: paid === 1,
        })),
    };
  } catch {
    return { savedAt: null, entries: [] };
  }
}

/** Stores a whole roster; false when the device refused it (storage full): the old one stays. */
export function writeRoster(storage: RosterStorage, entries: readonly RosterEntry[], savedAt: Date): boolean {
  const stored: Stored = {
    savedAt: savedAt.toISOString(),
    rows: entries.map((e) => [e.registrationId, e.name, e.affiliation, e.paid ? 1 : 0]),
  };
  try {
    storage.setItem(ROSTER_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export const wipeRoster = (storage: RosterStorage) => storage.removeItem(ROSTER_KEY);

/** Case, width and spacing left aside: "minji park", "MINJI  PARK" and "ｍｉｎｊｉ" match. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The desk's search without the network: the registration whose number is the text, then names
 * containing it (every word of the text, in any order), then affiliations; at most 20.
 */
export function searchRoster(entries: readonly RosterEntry[], text: string): RosterEntry[] {
  const query = fold(text);
  if (!query) return [];
  const words = query.split(' ');
  const byNumber = /^[0-9]+$/.test(query) ? entries.filter((e) => e.registrationId === query) : [];
  const byName = entries.filter((e) => {
    const name = fold(e.name);
    return words.every((w) => name.includes(w));
  });
  const byAffiliation = entries.filter((e) => fold(e.affiliation).includes(query));
  const seen = new Set<string>();
  return [...byNumber, ...byName, ...byAffiliation]
    .filter((e) => !seen.has(e.registrationId) && Boolean(seen.add(e.registrationId)))
    .slice(0, SEARCH_LIMIT);
}

export interface RosterPage {
  count: number;
  next: string | null;
  rows: RosterEntry[];
}

/** Reads every page (each after the last number of the one before); throws what a page threw. */
export async function fetchRoster(
  readPage: (after: string | null) => Promise<RosterPage>,
): Promise<RosterEntry[]> {
  const entries: RosterEntry[] = [];
  let after: string | null = null;
  // A bound far above any congress: a server answering a loop cannot keep the desk busy forever.
  for (let pages = 0; pages < 1000; pages += 1) {
    const page: RosterPage = await readPage(after);
    entries.push(...page.rows);
    if (page.next === null) return entries;
    after = page.next;
  }
  throw new Error('The roster did not end.');
}
