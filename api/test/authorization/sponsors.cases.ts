// Rows of the authorisation matrix (../authorization.test.ts) for sponsorship: applying is
// public (no token, rate limited), the public sponsor list is public, the rest is organisers'.
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

async function sponsorRow(h: Harness, company: string): Promise<number> {
  const [row] = await h
    .knex('sponsors')
    .insert({
      companyName_en: company,
      managerName: 'Matrix Manager',
      email: 'matrix-sponsor@example.org',
      grade: 'GOLD',
      price: 30_000_000,
      sponsor_pay_status: 'APPLIED',
    })
    .returning('id');
  return row.id;
}

const APPLICATION = {
  companyName_en: 'Matrix Bio',
  managerName: 'Kim Minji',
  email: 'matrix-apply@example.org',
  mobilePhone: '010-1234-5678',
  grade: 'SILVER',
  paymentSchedule: 'LUMP_SUM',
  privacyConsent: true,
};

export const SPONSOR_CASES: Record<string, Case[]> = {
  createSponsor: [
    {
      rule: 'public',
      doc: ({ unique }, h) => {
        const company = unique();
        return {
          query: 'mutation ($i: SponsorInput!) { createSponsor(input: $i) { id grade price } }',
          variables: { i: { ...APPLICATION, companyName_en: company } },
          effect: async (result) => {
            expect(result.data).toEqual({
              createSponsor: { id: expect.any(String), grade: 'SILVER', price: 20_000_000 },
            });
            expect(await h.knex('sponsors').where({ companyName_en: company }).count('* as n')).toEqual([
              { n: 1 },
            ]);
          },
        };
      },
    },
  ],
  publicSponsors: [{ rule: 'public', doc: () => ({ query: '{ publicSponsors { companyName_en grade } }' }) }],
  sponsors: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const company = unique();
        await sponsorRow(h, company);
        return {
          query: `{ sponsors(filter: { company_contains: "${company}" }) { count rows { companyName_en } } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual(
              allowed ? { sponsors: { count: 1, rows: [{ companyName_en: company }] } } : null,
            ),
        };
      },
    },
  ],
  sponsor: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await sponsorRow(h, unique());
        return {
          query: `{ sponsor(id: ${id}) { id managerName } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual({
              sponsor: allowed ? { id: String(id), managerName: 'Matrix Manager' } : null,
            }),
        };
      },
    },
  ],
  updateSponsor: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const company = unique();
        const id = await sponsorRow(h, company);
        const input = {
          ...APPLICATION,
          companyName_en: company,
          grade: 'DIAMOND',
          manager_memo: 'matrix memo',
          sponsor_pay: 1000,
          sponsor_pay_status: 'CONFIRMED',
        };
        delete (input as Partial<typeof input>).privacyConsent;
        return {
          query:
            'mutation ($id: ID!, $i: SponsorUpdateInput!) { updateSponsor(id: $id, input: $i) { id price } }',
          variables: { id: String(id), i: input },
          effect: async (_result, allowed) => {
            const row = await h.knex('sponsors').where({ id }).first('manager_memo', 'price');
            expect(row.manager_memo === 'matrix memo').toBe(allowed);
            expect(Number(row.price)).toBe(allowed ? 70_000_000 : 30_000_000);
          },
        };
      },
    },
  ],
  deleteMultipleSponsor: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await sponsorRow(h, unique());
        return {
          query: `mutation { deleteMultipleSponsor(ids: ["${id}"]) { ok affected } }`,
          effect: async (result, allowed) => {
            expect((await h.knex('sponsors').where({ id }).first('delete')).delete).toBe(allowed);
            if (allowed) expect(result.data).toEqual({ deleteMultipleSponsor: { ok: true, affected: 1 } });
          },
        };
      },
    },
  ],
};
