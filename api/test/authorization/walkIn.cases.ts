// Rows of the authorisation matrix (../authorization.test.ts) for walk-in registration and the
// front-desk accounts (issue 26 §2): organisers only; the front desk checks in and nothing else.
import { randomUUID } from 'node:crypto';
import type { GraphQLResult, Harness } from '../harness';
import { asFrontDesk } from '../attendanceSteps';
import { newMember, paidInput, W, writtenFor } from '../walkInSteps';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
type Rule = 'admin';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: Rule;
  doc: (ids: unknown, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

export const WALK_IN_CASES: Record<string, Case[]> = {
  walkInMembers: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const member = await h.createUser({ givenName: 'Walkin', familyName: 'Matrix' });
        return {
          query: `query ${W.members}`,
          variables: { t: member.email },
          effect: (result, allowed) =>
            expect(result.data).toEqual(
              allowed
                ? { walkInMembers: [{ id: String(member.id), email: member.email, registration_list: null }] }
                : null,
            ),
        };
      },
    },
  ],
  registerWalkIn: [
    {
      rule: 'admin',
      doc: (_ids, h) => {
        const member = newMember();
        return {
          query: W.register,
          variables: { i: paidInput(member), k: randomUUID() },
          effect: async (_result, allowed) =>
            expect((await writtenFor(h, member.email)).registrations).toBe(allowed ? 1 : 0),
        };
      },
    },
  ],
  frontDeskAccounts: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const desk = await h.createUser({}, asFrontDesk);
        return {
          query: '{ frontDeskAccounts { id } }',
          effect: (result, allowed) =>
            allowed
              ? expect(
                  (result.data as { frontDeskAccounts: { id: string }[] } | null)?.frontDeskAccounts,
                ).toContainEqual({
                  id: String(desk.id),
                })
              : expect(result.data).toBeNull(),
        };
      },
    },
  ],
  createFrontDeskAccount: [
    {
      rule: 'admin',
      doc: (_ids, h) => {
        const email = `desk-${randomUUID()}@example.org`;
        return {
          query: 'mutation ($i: FrontDeskAccountInput!) { createFrontDeskAccount(input: $i) { id } }',
          variables: { i: { email, name: 'Matrix desk', password: 'Matrix2024desk' } },
          effect: async (_result, allowed) =>
            expect(Boolean(await h.knex('users').where({ email }).first())).toBe(allowed),
        };
      },
    },
  ],
  setFrontDeskAccountDisabled: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const desk = await h.createUser({}, asFrontDesk);
        return {
          query:
            'mutation ($id: ID!) { setFrontDeskAccountDisabled(id: $id, disabled: true) { id blocked } }',
          variables: { id: desk.id },
          effect: async (_result, allowed) =>
            expect((await h.knex('users').where({ id: desk.id }).first()).blocked).toBe(allowed),
        };
      },
    },
  ],
};
