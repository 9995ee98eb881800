// Rows of the authorisation matrix (../authorization.test.ts) for the event statistics.
import type { GraphQLResult } from '../harness';

interface Case {
  rule: 'admin';
  doc: () => {
    query: string;
    effect: (result: GraphQLResult<never>, allowed: boolean) => void;
  };
}

export const STATISTICS_CASES: Record<string, Case[]> = {
  eventStatistics: [
    {
      rule: 'admin',
      // Allowed: the figures (the matrix's own rows are in them); refused: no data at all.
      doc: () => ({
        query: '{ eventStatistics(filter: { startDate: "2024-01-01" }) { registrationCount signUpCount } }',
        effect: (result, allowed) => {
          const data = result.data as { eventStatistics: { signUpCount: number } } | null;
          if (allowed) expect(data?.eventStatistics.signUpCount).toBeGreaterThan(0);
          else expect(data).toBeNull();
        },
      }),
    },
  ],
};
