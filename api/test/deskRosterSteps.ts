// Steps of the desk's offline roster (issue 36): reading every page, and the concurrency check
// run on PostgreSQL and embedded.
import type { Harness } from './harness';
import { asAdminRole } from './harness';
import { asFrontDesk, registrant } from './attendanceSteps';
import { dataOf } from './programmeSteps';

export const ROSTER = `query ($a: ID, $l: Int) { checkInRoster(after: $a, limit: $l) {
  count next rows { registrationId name affiliation paid } } }`;

export interface RosterEntry {
  registrationId: string;
  name: string;
  affiliation: string;
  paid: boolean;
}
interface RosterPage {
  count: number;
  next: string | null;
  rows: RosterEntry[];
}

export async function rosterPage(h: Harness, token: string, after?: string | null, limit?: number) {
  return dataOf(
    await h.gql<{ checkInRoster: RosterPage }>(ROSTER, { a: after ?? null, l: limit ?? null }, token),
  ).checkInRoster;
}

/** Every page, as the desk reads them (the next page after the last number of the one before). */
export async function wholeRoster(h: Harness, token: string, limit?: number): Promise<RosterEntry[]> {
  const rows: RosterEntry[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 10_000; pages += 1) {
    const page: RosterPage = await rosterPage(h, token, after, limit);
    rows.push(...page.rows);
    if (page.next === null) return rows;
    after = page.next;
  }
  throw new Error('the roster did not end');
}

/**
 * Desks reading the roster in small pages while registrations are added and deleted: no error, each
 * read ordered by number without a repeat, every registration there from start to end found by
 * every desk, and a deleted one found by none that started after its deletion.
 */
export async function expectConcurrentRoster(h: Harness, desks: number): Promise<void> {
  const tokens = await Promise.all(
    Array.from(
      { length: desks },
      async (_, i) => (await h.createUser({}, i % 2 === 0 ? asFrontDesk : asAdminRole)).token,
    ),
  );
  const stable = await Promise.all(Array.from({ length: 12 }, () => registrant(h)));
  const doomed = await Promise.all(Array.from({ length: 4 }, () => registrant(h)));
  const changes = async () => {
    await Promise.all(Array.from({ length: 6 }, () => registrant(h, { price_status: 'UNPAID' })));
    await h
      .knex('registration_lists')
      .whereIn(
        'id',
        doomed.map((d) => d.registrationId),
      )
      .update({ delete: true });
  };
  const [reads] = await Promise.all([
    Promise.all(tokens.map((token) => wholeRoster(h, token, 5))),
    changes(),
  ]);
  for (const rows of reads) {
    const ids = rows.map((r) => Number(r.registrationId));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    for (const { registrationId } of stable) expect(ids).toContain(registrationId);
  }
  const after = (await wholeRoster(h, tokens[0] as string, 5)).map((r) => Number(r.registrationId));
  for (const { registrationId } of doomed) expect(after).not.toContain(registrationId);
}
