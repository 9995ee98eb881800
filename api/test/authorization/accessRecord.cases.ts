// Rows of the authorisation matrix (../authorization.test.ts) for the back office's access record
// (issue 39 §3): organisers read it and record their monthly checks; no operation changes a row
// of it, for anyone (accessRecord.test.ts: the database refuses UPDATE and DELETE too).
import type { GraphQLResult, Harness } from '../harness';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
type Rule = 'public' | 'admin';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: Rule;
  doc: (ids: { unique: () => string }, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

/** A month no other suite writes to. */
const MONTH = '2041-07';

export const ACCESS_RECORD_CASES: Record<string, Case[]> = {
  accessRecords: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ accessRecords(limit: 1) { count rows { id actor_email } } }',
        effect: (result, allowed) =>
          allowed
            ? expect(
                (result.data as { accessRecords: { count: number } } | null)?.accessRecords.count,
              ).toEqual(expect.any(Number))
            : expect(result.data).toBeNull(),
      }),
    },
  ],
  accessRecordMonth: [
    {
      rule: 'admin',
      doc: () => ({
        query: `{ accessRecordMonth(month: "${MONTH}") { month records checks { id } } }`,
        effect: (result, allowed) =>
          allowed
            ? expect(
                (result.data as { accessRecordMonth: { month: string } } | null)?.accessRecordMonth.month,
              ).toBe(MONTH)
            : expect(result.data).toBeNull(),
      }),
    },
  ],
  recordAccessRecordCheck: [
    {
      rule: 'admin',
      doc: async (ids, h) => {
        const note = `matrix check ${ids.unique()}`;
        return {
          query:
            'mutation ($m: String!, $n: String!) { recordAccessRecordCheck(month: $m, note: $n) { id note } }',
          variables: { m: MONTH, n: note },
          effect: async (_r, allowed) => {
            const rows = await h.knex('personal_data_access_checks').where({ month: MONTH, note });
            expect(rows).toHaveLength(allowed ? 1 : 0);
          },
        };
      },
    },
  ],
};
