// Rows of the authorisation matrix (../authorization.test.ts) for consents (issue 39 §1): the texts
// and the privacy policy are public, a member reads and changes their own answers, organisers
// publish texts and read a member's history.
import type { GraphQLResult, Harness } from '../harness';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
type Rule = 'public' | 'member' | 'admin';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: Rule;
  doc: (ids: { ownerId: number; unique: () => string }, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

const answers = async (h: Harness) => Number((await h.knex('member_consents').count('* as n').first())?.n);

export const CONSENTS_CASES: Record<string, Case[]> = {
  consentTexts: [{ rule: 'public', doc: () => ({ query: '{ consentTexts { kind version body_en } }' }) }],
  privacyPolicy: [{ rule: 'public', doc: () => ({ query: '{ privacyPolicy { version body_ko } }' }) }],
  myConsents: [
    {
      rule: 'member',
      // The three sign-up consents first (PASSPORT follows once a visa letter asked it).
      doc: () => ({
        query: '{ myConsents { kind changeable } }',
        effect: (result, allowed) =>
          allowed
            ? expect(
                (result.data as unknown as { myConsents: { kind: string }[] }).myConsents
                  .map((c) => c.kind)
                  .slice(0, 3),
              ).toEqual(['COLLECTION', 'KMA_PROVISION', 'FUTURE_MAILS'])
            : expect(result.data).toBeNull(),
      }),
    },
  ],
  myConsentHistory: [
    {
      rule: 'member',
      doc: () => ({
        query: '{ myConsentHistory { kind given } }',
        effect: (result, allowed) =>
          allowed
            ? expect((result.data as unknown as { myConsentHistory: unknown[] }).myConsentHistory).toEqual(
                expect.any(Array),
              )
            : expect(result.data).toBeNull(),
      }),
    },
  ],
  setMyConsent: [
    {
      rule: 'member',
      // Each caller gives their own consent to mails about future congresses: one new row each.
      doc: async (_ids, h) => {
        const before = await answers(h);
        const version = (
          await h.knex('consent_texts').where({ kind: 'FUTURE_MAILS' }).max('version as v').first()
        )?.v;
        return {
          query:
            'mutation ($v: Int!) { setMyConsent(kind: FUTURE_MAILS, version: $v, given: true) { kind given } }',
          variables: { v: version },
          effect: async (result, allowed) => {
            expect(result.data).toEqual(
              allowed ? { setMyConsent: { kind: 'FUTURE_MAILS', given: true } } : null,
            );
            expect(await answers(h)).toBe(before + (allowed ? 1 : 0));
          },
        };
      },
    },
  ],
  consentTextVersions: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ consentTextVersions(kind: PASSPORT) { kind } }',
        effect: (result, allowed) =>
          allowed
            ? expect(
                (result.data as unknown as { consentTextVersions: { kind: string }[] })
                  .consentTextVersions[0],
              ).toEqual({ kind: 'PASSPORT' })
            : expect(result.data).toBeNull(),
      }),
    },
  ],
  memberConsentHistory: [
    {
      rule: 'admin',
      doc: ({ ownerId }) => ({
        query: `{ memberConsentHistory(userId: ${ownerId}) { kind } }`,
        effect: (result, allowed) =>
          allowed
            ? expect(
                (result.data as unknown as { memberConsentHistory: unknown[] }).memberConsentHistory,
              ).toEqual(expect.any(Array))
            : expect(result.data).toBeNull(),
      }),
    },
  ],
  publishConsentText: [
    {
      rule: 'admin',
      doc: ({ unique }, h) => {
        const body = `Matrix policy ${unique()}`;
        return {
          query: 'mutation ($i: ConsentTextInput!) { publishConsentText(input: $i) { kind } }',
          variables: { i: { kind: 'PRIVACY_POLICY', body_en: body, body_ko: body } },
          effect: async (_result, allowed) =>
            expect(
              Number((await h.knex('consent_texts').where({ body_en: body }).count('* as n').first())?.n),
            ).toBe(allowed ? 1 : 0),
        };
      },
    },
  ],
  mailRecipientsSummary: [
    {
      rule: 'admin',
      doc: ({ ownerId }) => ({
        query: `{ mailRecipientsSummary(recipients: { userIds: [${ownerId}] }) { count leftOut } }`,
        effect: (result, allowed) =>
          expect(result.data).toEqual(allowed ? { mailRecipientsSummary: { count: 1, leftOut: 0 } } : null),
      }),
    },
  ],
};
