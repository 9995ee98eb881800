// Rows of the authorisation matrix (../authorization.test.ts) for visa invitation letters: a
// member asks and reads their own request; organisers list, read and decide.
import { passportNumberOf, storedPassportNumber } from '../../src/modules/visaLetters/visaLetters.repository';
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
  doc: (ids: { unique: () => string }, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

const PASSPORT = {
  visaGivenName: 'Matrix',
  visaFamilyName: 'Row',
  visaCountry: 'Netherlands',
  visaPassportNumber: 'MX1234567',
  visaBirth: '1980-04-02',
  visaIssue: '2020-01-15',
  visaExpire: '2099-01-14',
  passportConsentVersion: 1,
};

/** Every member without a live registration gets one: a letter needs it. */
async function registerEveryone(h: Harness) {
  await h.knex.raw(`INSERT INTO registration_lists (user_id, category, price, currency, occupation)
    SELECT u.id, 'ON_TIER1', '200', 'USD', 'FELLOW' FROM users u
     WHERE NOT EXISTS (SELECT 1 FROM registration_lists r WHERE r.user_id = u.id AND NOT r.delete)`);
}

/** A fresh member's waiting request. */
async function requestRow(h: Harness, unique: () => string): Promise<number> {
  const email = `${unique()}@example.org`;
  const role = await h.knex('roles').where({ name: 'Member' }).first('id');
  const [user] = await h
    .knex('users')
    .insert({ username: email, email, password: 'x', role_id: role.id, confirmed: true })
    .returning('id');
  await registerEveryone(h);
  const [row] = await h
    .knex('visa_letters')
    .insert({
      user_id: user.id,
      given_name: 'Matrix',
      family_name: unique().replace(/[^a-z]/g, ''),
      nationality: 'Netherlands',
      ...storedPassportNumber('MX1234567'),
      birth: '1980-04-02',
      issue: '2020-01-15',
      expire: '2099-01-14',
    })
    .returning('id');
  return row.id;
}

export const VISA_LETTER_CASES: Record<string, Case[]> = {
  requestVisaLetter: [
    {
      rule: 'member',
      // Each caller asks for their own letter.
      doc: async (_ids, h) => {
        await registerEveryone(h);
        return {
          query: 'mutation ($i: VisaLetterInput!) { requestVisaLetter(input: $i) { id status user { id } } }',
          variables: { i: PASSPORT },
          effect: async (result, allowed) => {
            const data = (result.data as { requestVisaLetter?: { id: string; status: string } } | null)
              ?.requestVisaLetter;
            if (!allowed) return expect(result.data).toBeNull();
            expect(data?.status).toBe('REQUESTED');
            const stored = await h.knex('visa_letters').where({ id: data?.id }).first();
            expect(passportNumberOf(stored)).toBe('MX1234567');
          },
        };
      },
    },
  ],
  myVisaLetter: [
    {
      rule: 'member',
      doc: () => ({
        query: '{ myVisaLetter { id status } }',
        effect: (result, allowed) => {
          // The requestVisaLetter row made one for every member caller.
          const mine = (result.data as { myVisaLetter?: { status: string } | null } | null)?.myVisaLetter;
          expect(mine?.status ?? null).toBe(allowed ? 'REQUESTED' : null);
        },
      }),
    },
  ],
  visaLetters: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await requestRow(h, unique);
        return {
          query: `{ visaLetters(filter: { status: "REQUESTED" }, limit: 500) { count rows { id } } }`,
          effect: (result, allowed) => {
            const rows = (result.data as { visaLetters?: { rows: { id: string }[] } } | null)?.visaLetters
              ?.rows;
            if (!allowed) return expect(result.data).toBeNull();
            expect(rows?.map((r) => r.id)).toContain(String(id));
          },
        };
      },
    },
  ],
  visaLetter: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await requestRow(h, unique);
        return {
          query: `{ visaLetter(id: ${id}) { id status } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual({
              visaLetter: allowed ? { id: String(id), status: 'REQUESTED' } : null,
            }),
        };
      },
    },
  ],
  decideVisaLetter: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await requestRow(h, unique);
        return {
          query: `mutation { decideVisaLetter(id: ${id}, decision: "APPROVED") { id status letter_number } }`,
          effect: async (_result, allowed) => {
            const row = await h.knex('visa_letters').where({ id }).first('status', 'letter_number');
            expect(row.status).toBe(allowed ? 'APPROVED' : 'REQUESTED');
            expect(row.letter_number === null).toBe(!allowed);
          },
        };
      },
    },
  ],
  revokeVisaLetter: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await requestRow(h, unique);
        await h
          .knex('visa_letters')
          .where({ id })
          .update({ status: 'APPROVED', letter_number: `KSP2024-VL-T${id}`, decided_at: new Date() });
        return {
          query: `mutation { revokeVisaLetter(id: ${id}, reason: "Issued by mistake") { id status } }`,
          effect: async (_result, allowed) => {
            const row = await h.knex('visa_letters').where({ id }).first('status', 'reason');
            expect(row.status).toBe(allowed ? 'REJECTED' : 'APPROVED');
            expect(row.reason).toBe(allowed ? 'Issued by mistake' : null);
          },
        };
      },
    },
  ],
};
