// Rows of the authorisation matrix (../authorization.test.ts) for badges and check-in: a member
// reads their own badge; the desk (the front-desk role and organisers) looks badges up and
// records scans; nobody else does.
import { randomUUID } from 'node:crypto';
import type { GraphQLResult, Harness } from '../harness';
import { codeOf, registrant } from '../attendanceSteps';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
type Rule = 'member' | 'desk';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: Rule;
  doc: (ids: unknown, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

export const ATTENDANCE_CASES: Record<string, Case[]> = {
  myBadge: [
    {
      rule: 'member',
      doc: () => ({
        query: '{ myBadge { registrationId } }',
        effect: (result, allowed) =>
          allowed
            ? expect(result.data).toHaveProperty('myBadge')
            : expect(result.data ?? { myBadge: null }).toEqual({ myBadge: null }),
      }),
    },
  ],
  checkInBadge: [
    {
      rule: 'desk',
      doc: async (_ids, h) => {
        const { registrationId } = await registrant(h);
        return {
          query: 'query ($c: String!) { checkInBadge(code: $c) { registrationId } }',
          variables: { c: codeOf(h, registrationId) },
          effect: (result, allowed) =>
            expect(result.data ?? { checkInBadge: null }).toEqual({
              checkInBadge: allowed ? { registrationId: String(registrationId) } : null,
            }),
        };
      },
    },
  ],
  checkInSearch: [
    {
      rule: 'desk',
      doc: async (_ids, h) => {
        const { registrationId } = await registrant(h);
        return {
          query: 'query ($t: String!) { checkInSearch(text: $t) { registrationId } }',
          variables: { t: String(registrationId) },
          effect: (result, allowed) =>
            allowed
              ? expect((result.data as { checkInSearch: unknown[] } | null)?.checkInSearch).toContainEqual({
                  registrationId: String(registrationId),
                })
              : expect(result.data).toBeNull(),
        };
      },
    },
  ],
  recordAttendanceScans: [
    {
      rule: 'desk',
      doc: async (_ids, h) => {
        const { registrationId } = await registrant(h);
        const clientScanId = randomUUID();
        return {
          query: 'mutation ($s: [AttendanceScanInput!]!) { recordAttendanceScans(scans: $s) { outcome } }',
          variables: {
            s: [
              {
                clientScanId,
                code: codeOf(h, registrationId),
                kind: 'ENTRY',
                method: 'QR',
                scannedAt: h.clock.now().toISOString(),
              },
            ],
          },
          effect: async (_result, allowed) =>
            expect(
              Boolean(await h.knex('attendance_scans').where({ client_scan_id: clientScanId }).first()),
            ).toBe(allowed),
        };
      },
    },
  ],
};
