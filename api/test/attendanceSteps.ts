// Steps the attendance suites share (badges and check-in, issue 26 §1–2): registrations, desk
// accounts and scans, and the concurrency check run on PostgreSQL and embedded.
import { randomUUID } from 'node:crypto';
import { ROLE_FRONT_DESK } from '@congress/domain';
import { asAdminRole, type Harness } from './harness';
import { dataOf } from './programmeSteps';

export const A = {
  record: `mutation ($s: [AttendanceScanInput!]!) { recordAttendanceScans(scans: $s) {
    clientScanId outcome recorded badge { registrationId name inside } } }`,
  badge: '{ myBadge { registrationId name affiliation categoryEn categoryKo code qrSvg valid } }',
  byCode:
    '($c: String!) { checkInBadge(code: $c) { registrationId name price_status valid inside todayScans { kind } } }',
  search: '($t: String!) { checkInSearch(text: $t) { registrationId name price_status } }',
};

export const asFrontDesk = ROLE_FRONT_DESK;

/** A member with a registration of the given status; its badge's QR text read through myBadge. */
export async function registrant(
  h: Harness,
  options: { price_status?: string; member?: Record<string, unknown>; category?: string } = {},
) {
  const member = await h.createUser({
    givenName: 'Minji',
    familyName: 'Park',
    affiliation: 'Pusan National University',
    country: 'NL',
    ...options.member,
  });
  return { member, registrationId: await registrationOf(h, member.id, options) };
}

/** A registration of an existing member (ON_TIER1, 200 USD), paid unless told, straight into the table. */
export async function registrationOf(
  h: Harness,
  userId: number,
  options: { price_status?: string; category?: string } = {},
) {
  const [row] = await h
    .knex('registration_lists')
    .insert({
      user_id: userId,
      category: options.category ?? 'ON_TIER1',
      occupation: 'FELLOW',
      price: '200',
      currency: 'USD',
      price_status: options.price_status ?? 'PAID',
      badgeGivenName: 'Minji',
      badgeFamilyName: 'Park',
    })
    .returning('id');
  return row.id as number;
}

/** The badge code of a registration as the desk reads it (signed by the server's secret). */
export const codeOf = (h: Harness, registrationId: number) =>
  `KSP24-${registrationId}-${h.tokens.mac(`badge:${registrationId}`).slice(0, 22)}`;

export const scan = (
  fields: { code?: string; registrationId?: string; kind: 'ENTRY' | 'EXIT'; scannedAt: string } & Record<
    string,
    unknown
  >,
) => ({ clientScanId: randomUUID(), method: fields.code ? 'QR' : 'SEARCH', ...fields });

export interface ScanAnswer {
  clientScanId: string;
  outcome: string;
  recorded: boolean;
  badge: { registrationId: string; name: string; inside: boolean } | null;
}

export async function record(h: Harness, token: string, scans: object[]): Promise<ScanAnswer[]> {
  return dataOf(await h.gql<{ recordAttendanceScans: ScanAnswer[] }>(A.record, { s: scans }, token))
    .recordAttendanceScans;
}

/** The outcomes of answers, counted: { RECORDED: 1, ALREADY_INSIDE: 49 }. */
export const tally = (answers: readonly (ScanAnswer | undefined)[]) =>
  answers.reduce<Record<string, number>>((counts, answer) => {
    const key = answer?.outcome ?? 'none';
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

const scansInDb = (h: Harness, registrationId: number) =>
  h
    .knex('attendance_scans')
    .where({ registration_id: registrationId })
    .orderBy([
      { column: 'scanned_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);

/**
 * Desks scanning one person at once (docs/decisions.md "Check-in and the
 * credit figures a member reads"):
 * - 50 distinct ENTRY scans of one badge, each its own request at once, a millisecond apart in
 *   a shuffled order: all 50 stored; exactly one answered RECORDED, 49 ALREADY_INSIDE, every
 *   answer says recorded and inside;
 * - one EXIT scan (one clientScanId) sent 50 times at once: one row, one RECORDED, the others
 *   ALREADY_RECORDED;
 * - per person, a live 10:00 ENTRY and an offline 09:00 ENTRY sent at once in either order: both
 *   stored, one RECORDED and one ALREADY_INSIDE whichever came first, the day starting at 09:00.
 */
export async function expectConcurrentCheckIn(h: Harness, desks: number): Promise<void> {
  h.clock.setNow('2024-03-21T10:00:00+09:00');
  const deskTokens = await Promise.all(
    Array.from(
      { length: desks },
      async (_, i) => (await h.createUser({}, i % 2 === 0 ? asFrontDesk : asAdminRole)).token,
    ),
  );
  const tokenOf = (i: number) => deskTokens[i % deskTokens.length]!;
  const { registrationId } = await registrant(h);
  const code = codeOf(h, registrationId);
  const base = new Date('2024-03-21T08:55:00+09:00').getTime();
  const entries = Array.from({ length: 50 }, (_, i) =>
    scan({ code, kind: 'ENTRY', scannedAt: new Date(base + i).toISOString() }),
  ).sort(() => Math.random() - 0.5);
  const answers = (await Promise.all(entries.map((entry, i) => record(h, tokenOf(i), [entry])))).map(
    ([answer]) => answer,
  );
  expect(tally(answers)).toEqual({ RECORDED: 1, ALREADY_INSIDE: 49 });
  expect(answers.every((a) => a?.recorded && a.badge?.inside)).toBe(true);
  expect(await scansInDb(h, registrationId)).toHaveLength(50);

  // One scan (the offline queue resending) sent 50 times at once.
  const exit = scan({ code, kind: 'EXIT', scannedAt: '2024-03-21T08:58:00+09:00' });
  const exits = (await Promise.all(Array.from({ length: 50 }, (_, i) => record(h, tokenOf(i), [exit])))).map(
    ([answer]) => answer,
  );
  expect(tally(exits)).toEqual({ RECORDED: 1, ALREADY_RECORDED: 49 });
  expect(exits.every((a) => a?.recorded)).toBe(true);
  const rows = await scansInDb(h, registrationId);
  expect(rows.filter((r) => r.client_scan_id === exit.clientScanId)).toHaveLength(1);
  expect(rows.map((r) => r.kind)).toEqual([...Array.from({ length: 50 }, () => 'ENTRY'), 'EXIT']);

  // A live 10:00 entry and an offline 09:00 entry of one person, sent at once.
  const people = await Promise.all(Array.from({ length: 4 }, () => registrant(h)));
  await Promise.all(
    people.map(async (person, i) => {
      const personCode = codeOf(h, person.registrationId);
      const live = scan({ code: personCode, kind: 'ENTRY', scannedAt: '2024-03-21T10:00:00+09:00' });
      const offline = scan({ code: personCode, kind: 'ENTRY', scannedAt: '2024-03-21T09:00:00+09:00' });
      const pair = i % 2 === 0 ? [live, offline] : [offline, live];
      const both = await Promise.all(pair.map((one, j) => record(h, tokenOf(i + j), [one])));
      expect(tally(both.map(([answer]) => answer))).toEqual({ RECORDED: 1, ALREADY_INSIDE: 1 });
      const stored = await scansInDb(h, person.registrationId);
      expect(stored.map((r) => new Date(r.scanned_at).toISOString())).toEqual([
        '2024-03-21T00:00:00.000Z',
        '2024-03-21T01:00:00.000Z',
      ]);
    }),
  );
}
