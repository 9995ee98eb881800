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
  const [row] = await h
    .knex('registration_lists')
    .insert({
      user_id: member.id,
      category: options.category ?? 'ON_TIER1',
      occupation: 'FELLOW',
      price: '200',
      currency: 'USD',
      price_status: options.price_status ?? 'PAID',
      badgeGivenName: 'Minji',
      badgeFamilyName: 'Park',
    })
    .returning('id');
  return { member, registrationId: row.id as number };
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

/**
 * Desks scanning one person at once: `desks` entries of the same badge at the same moment record
 * one entry; the same scan (one clientScanId) sent by every desk at once records one row; the
 * exits afterwards likewise leave one row per scan id.
 */
export async function expectConcurrentCheckIn(h: Harness, desks: number): Promise<void> {
  h.clock.setNow('2024-03-21T09:00:00+09:00');
  const deskTokens = await Promise.all(
    Array.from(
      { length: desks },
      async (_, i) => (await h.createUser({}, i % 2 === 0 ? asFrontDesk : asAdminRole)).token,
    ),
  );
  const { registrationId } = await registrant(h);
  const code = codeOf(h, registrationId);
  const at = '2024-03-21T08:55:00+09:00';
  const entries = await Promise.all(
    deskTokens.map((token) => record(h, token, [scan({ code, kind: 'ENTRY', scannedAt: at })])),
  );
  const outcomes = entries.map(([answer]) => answer?.outcome).sort();
  expect(outcomes.filter((o) => o === 'RECORDED')).toHaveLength(1);
  expect(outcomes.filter((o) => o === 'ALREADY_INSIDE')).toHaveLength(desks - 1);
  // One scan (the offline queue resending) sent from every desk at once.
  const exit = scan({ code, kind: 'EXIT', scannedAt: '2024-03-21T08:58:00+09:00' });
  const exits = await Promise.all(deskTokens.map((token) => record(h, token, [exit])));
  expect(exits.map(([answer]) => answer?.recorded)).toEqual(deskTokens.map(() => true));
  expect(exits.filter(([answer]) => answer?.outcome === 'RECORDED')).toHaveLength(1);
  const rows = await h
    .knex('attendance_scans')
    .where({ registration_id: registrationId })
    .orderBy('scanned_at');
  expect(rows.map((r) => r.kind)).toEqual(['ENTRY', 'EXIT']);
}
