// Rows of the authorisation matrix (../authorization.test.ts) for the site settings (issue 28 §4).
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

const current = async (h: Harness) => h.knex('site_settings').where({ id: 1 }).first();

export const SETTINGS_CASES: Record<string, Case[]> = {
  siteSettings: [
    {
      rule: 'admin',
      doc: async (_i, h) => {
        const row = await current(h);
        return {
          query: '{ siteSettings { usdKrwRate version } }',
          effect: (result, allowed) =>
            expect(result.data).toEqual(
              allowed ? { siteSettings: { usdKrwRate: row.usd_krw_rate, version: row.version } } : null,
            ),
        };
      },
    },
  ],
  siteSettingChanges: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ siteSettingChanges(limit: 1) { count rows { field } } }',
        effect: (result, allowed) =>
          allowed
            ? expect(
                (result.data as { siteSettingChanges: { count: number } } | null)?.siteSettingChanges.count,
              ).toEqual(expect.any(Number))
            : expect(result.data).toBeNull(),
      }),
    },
  ],
  updateSiteSettings: [
    {
      rule: 'admin',
      // The presentation upload deadline moves within 2099 (no deadline, for every other suite).
      doc: async (_i, h) => {
        const row = await current(h);
        const minute = String(row.version % 60).padStart(2, '0');
        const seoul = (d: Date | null) =>
          d ? new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 16) : null;
        const deadline = `2099-06-30T10:${minute}`;
        return {
          query:
            'mutation ($v: Int!, $i: SiteSettingsInput!) { updateSiteSettings(version: $v, input: $i) { version } }',
          variables: {
            v: row.version,
            i: {
              registrationOpensAt: seoul(row.registration_opens_at),
              registrationClosesAt: seoul(row.registration_closes_at),
              abstractSubmissionStart: seoul(row.abstract_submission_start),
              abstractSubmissionEnd: seoul(row.abstract_submission_end),
              speakerUploadDeadline: seoul(row.speaker_upload_deadline),
              presentationUploadDeadline: deadline,
              usdKrwRate: row.usd_krw_rate,
            },
          },
          effect: async (_r, allowed) => {
            const after = await current(h);
            expect(after.version).toBe(allowed ? row.version + 1 : row.version);
            if (allowed)
              expect(after.presentation_upload_deadline.toISOString()).toBe(
                new Date(`${deadline}:00+09:00`).toISOString(),
              );
          },
        };
      },
    },
  ],
};
