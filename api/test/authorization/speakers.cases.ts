// Rows of the authorisation matrix (../authorization.test.ts) for the invited-speaker back office.
import type { GraphQLResult } from '../harness';

interface Case {
  rule: 'admin';
  doc: () => {
    query: string;
    effect: (result: GraphQLResult<never>, allowed: boolean) => void;
  };
}

export const SPEAKER_CASES: Record<string, Case[]> = {
  invitedUsers: [
    {
      rule: 'admin',
      // Allowed: the list (the matrix's invited speaker is in it); refused: no data at all.
      doc: () => ({
        query: '{ invitedUsers { count rows { invited } } }',
        effect: (result, allowed) => {
          const data = result.data as {
            invitedUsers: { count: number; rows: { invited: boolean }[] };
          } | null;
          if (!allowed) return expect(data).toBeNull();
          expect(data?.invitedUsers.count).toBeGreaterThan(0);
          expect(data?.invitedUsers.rows.every((row) => row.invited)).toBe(true);
        },
      }),
    },
  ],
};
