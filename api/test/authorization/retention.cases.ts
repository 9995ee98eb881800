// Rows of the authorisation matrix (../authorization.test.ts) for retention and the member's own
// rights (issue 39 §4): organisers set the periods, run the schedule and act on deletion
// requests; every logged-in account reads its own data and asks for its own deletion.
import type { GraphQLResult, Harness } from '../harness';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
type Rule = 'member' | 'admin';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: Rule;
  doc: (ids: { ownerId: number; unique: () => string }, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

const dataOf = <T>(result: GraphQLResult<never>, field: string) =>
  (result.data as Record<string, T> | null)?.[field];

const countRuns = async (h: Harness, dry: boolean) =>
  Number((await h.knex('retention_runs').where({ dry_run: dry }).count('* as n'))[0]?.n);

/** A fresh member with an open deletion request; returns the request's id. */
async function openRequest(h: Harness, unique: () => string): Promise<number> {
  const email = `${unique()}@example.org`;
  const role = await h.knex('roles').where({ name: 'Member' }).first('id');
  const [user] = await h
    .knex('users')
    .insert({ username: email, email, password: 'x', role_id: role.id, confirmed: true })
    .returning('id');
  const [row] = await h
    .knex('deletion_requests')
    .insert({ user_id: user.id, due_at: new Date(Date.now() + 10 * 86_400_000) })
    .returning('id');
  return row.id;
}

const adminRead = (query: string, field: string): Case[] => [
  {
    rule: 'admin',
    doc: () => ({
      query,
      effect: (result, allowed) => {
        if (!allowed) return expect(result.data).toBeNull();
        expect(dataOf(result, field)).toBeDefined();
      },
    }),
  },
];

export const RETENTION_CASES: Record<string, Case[]> = {
  retentionSettings: adminRead(
    '{ retentionSettings { paymentYears limits { field min } } }',
    'retentionSettings',
  ),
  retentionRuns: adminRead('{ retentionRuns(limit: 2) { id dryRun } }', 'retentionRuns'),
  deletionRequests: adminRead('{ deletionRequests { count rows { id dueAt } } }', 'deletionRequests'),
  updateRetentionSettings: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const before = await h.knex('retention_settings').first('version');
        return {
          query: `mutation ($v: Int!) { updateRetentionSettings(version: $v, input: { paymentYears: 5, attendanceYears: 3, profileMonths: 12 }) { version } }`,
          variables: { v: before.version },
          effect: async (_result, allowed) =>
            expect((await h.knex('retention_settings').first('version')).version).toBe(
              before.version + (allowed ? 1 : 0),
            ),
        };
      },
    },
  ],
  previewRetention: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const before = await countRuns(h, true);
        return {
          query: 'mutation { previewRetention { id dryRun } }',
          effect: async (_result, allowed) =>
            expect(await countRuns(h, true)).toBe(before + (allowed ? 1 : 0)),
        };
      },
    },
  ],
  runRetention: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        // A dry run that listed nothing: the real run erases nothing, but is recorded.
        const [dry] = await h
          .knex('retention_runs')
          .insert({
            dry_run: true,
            report: JSON.stringify({ congressEnd: null, appliedFrom: null, categories: [] }),
          })
          .returning('id');
        const before = await countRuns(h, false);
        return {
          query: `mutation { runRetention(dryRunId: ${dry.id}) { id dryRun appliedFrom } }`,
          effect: async (result, allowed) => {
            expect(await countRuns(h, false)).toBe(before + (allowed ? 1 : 0));
            if (allowed)
              expect(dataOf<{ appliedFrom: string }>(result, 'runRetention')?.appliedFrom).toBe(
                String(dry.id),
              );
          },
        };
      },
    },
  ],
  myPersonalData: [
    {
      rule: 'member',
      doc: ({ ownerId }, _h, caller) => ({
        query: '{ myPersonalData }',
        effect: (result, allowed) => {
          if (!allowed) return expect(result.data).toBeNull();
          const account = dataOf<{ account: { id: number } }>(result, 'myPersonalData')?.account;
          expect(account?.id).toEqual(expect.any(Number));
          if (caller === 'owner') expect(account?.id).toBe(ownerId);
          else expect(account?.id).not.toBe(ownerId);
        },
      }),
    },
  ],
  requestMyDeletion: [
    {
      rule: 'member',
      doc: (_ids, h) => ({
        query: 'mutation { requestMyDeletion(reason: "matrix") { id status } }',
        effect: async (result, allowed) => {
          const made = dataOf<{ id: string; status: string }>(result, 'requestMyDeletion');
          if (!allowed) return expect(made ?? null).toBeNull();
          expect(made?.status).toBe('OPEN');
          expect(await h.knex('deletion_requests').where({ id: made?.id }).first('reason')).toEqual({
            reason: 'matrix',
          });
        },
      }),
    },
  ],
  myDeletionRequest: [
    {
      rule: 'member',
      doc: () => ({
        query: '{ myDeletionRequest { id status } }',
        // The requestMyDeletion row made one for every logged-in caller.
        effect: (result, allowed) =>
          expect(dataOf<{ status: string } | null>(result, 'myDeletionRequest')?.status ?? null).toBe(
            allowed ? 'OPEN' : null,
          ),
      }),
    },
  ],
  carryOutDeletionRequest: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await openRequest(h, unique);
        return {
          query: `mutation { carryOutDeletionRequest(id: ${id}) { id status } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('deletion_requests').where({ id }).first('status')).status).toBe(
              allowed ? 'DONE' : 'OPEN',
            ),
        };
      },
    },
  ],
};
