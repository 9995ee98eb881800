// Rows of the authorisation matrix (../authorization.test.ts) for the desk's offline roster
// (issue 36): the front desk and organisers read it; nobody else sees a row of it.
import type { GraphQLResult, Harness } from '../harness';
import { registrant } from '../attendanceSteps';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: 'desk';
  doc: (ids: unknown, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

export const DESK_ROSTER_CASES: Record<string, Case[]> = {
  checkInRoster: [
    {
      rule: 'desk',
      doc: async (_ids, h) => {
        const { registrationId } = await registrant(h);
        return {
          // The page that starts just before the new registration holds it.
          query: 'query ($a: ID) { checkInRoster(after: $a, limit: 1) { rows { registrationId name } } }',
          variables: { a: String(registrationId - 1) },
          effect: (result, allowed) =>
            allowed
              ? expect(result.data).toEqual({
                  checkInRoster: { rows: [{ registrationId: String(registrationId), name: 'Minji PARK' }] },
                })
              : expect(result.data).toBeNull(),
        };
      },
    },
  ],
};
