// Rows of the authorisation matrix (../authorization.test.ts) for the mail back office: organisers only.
import { AUTO_MAIL_TYPES } from '@congress/domain';
import { forgetMailSettings } from '../../src/modules/mail/mail.settingsCache';
import type { GraphQLResult, Harness } from '../harness';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: 'admin';
  doc: (ids: { ownerId: number; unique: () => string }, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

const INPUT = (title: string) => ({
  title,
  contents: '<p>{givenName}</p>',
  type: 'ABSTRACT_EDIT',
  locale: 'ko',
});
async function template(h: Harness, title: string): Promise<number> {
  const [row] = await h.knex('mail_templates').insert(INPUT(title)).returning('id');
  return row.id;
}
const liveTitles = (h: Harness, title: string) =>
  h.knex('mail_templates').where({ title, delete: false }).pluck('title');

export const MAIL_CASES: Record<string, Case[]> = {
  mailTemplates: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const title = `matrix-${unique()}`;
        await template(h, title);
        return {
          query: `{ mailTemplates(filter: { title: "${title}" }) { count rows { title } } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual(allowed ? { mailTemplates: { count: 1, rows: [{ title }] } } : null),
        };
      },
    },
  ],
  mailTemplate: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await template(h, `matrix-${unique()}`);
        return {
          query: `{ mailTemplate(id: ${id}) { id } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual({ mailTemplate: allowed ? { id: String(id) } : null }),
        };
      },
    },
  ],
  previewMailTemplate: [
    {
      rule: 'admin',
      doc: ({ ownerId }) => ({
        query: `query ($i: MailTemplateInput!) { previewMailTemplate(input: $i, userId: ${ownerId}) { title } }`,
        variables: { i: { ...INPUT('Hi {givenName}'), type: 'SIGN_UP' } },
        effect: (result, allowed) =>
          expect(
            (result.data as { previewMailTemplate?: unknown } | null)?.previewMailTemplate ?? null,
          ).toEqual(allowed ? { title: expect.stringMatching(/^Hi /) } : null),
      }),
    },
  ],
  mailAutoSettings: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ mailAutoSettings { type required } }',
        effect: (result, allowed) =>
          expect(
            (result.data as { mailAutoSettings?: unknown[] } | null)?.mailAutoSettings?.length ?? 0,
          ).toBe(allowed ? AUTO_MAIL_TYPES.length : 0),
      }),
    },
  ],
  countMailRecipients: [
    {
      rule: 'admin',
      doc: ({ ownerId }) => ({
        query: `{ countMailRecipients(recipients: { userIds: [${ownerId}] }) }`,
        effect: (result, allowed) => expect(result.data).toEqual(allowed ? { countMailRecipients: 1 } : null),
      }),
    },
  ],
  createMailTemplate: [
    {
      rule: 'admin',
      doc: ({ unique }, h) => {
        const title = `matrix-${unique()}`;
        return {
          query: 'mutation ($i: MailTemplateInput!) { createMailTemplate(input: $i) { id } }',
          variables: { i: INPUT(title) },
          effect: async (_result, allowed) =>
            expect(await liveTitles(h, title)).toEqual(allowed ? [title] : []),
        };
      },
    },
  ],
  updateMailTemplate: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await template(h, `matrix-${unique()}`);
        const title = `matrix-${unique()}`;
        return {
          query: `mutation ($i: MailTemplateInput!) { updateMailTemplate(id: ${id}, input: $i) { id } }`,
          variables: { i: INPUT(title) },
          effect: async (_result, allowed) =>
            expect(await liveTitles(h, title)).toEqual(allowed ? [title] : []),
        };
      },
    },
  ],
  deleteMultipleMailTemplates: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const title = `matrix-${unique()}`;
        const id = await template(h, title);
        return {
          query: `mutation { deleteMultipleMailTemplates(ids: [${id}]) { ok } }`,
          effect: async (_result, allowed) =>
            expect(await liveTitles(h, title)).toEqual(allowed ? [] : [title]),
        };
      },
    },
  ],
  updateMailAutoSetting: [
    {
      rule: 'admin',
      // Chooses (then forgets) a Korean ABSTRACT_EDIT template: sending stays on for every caller.
      doc: async ({ unique }, h) => {
        const id = await template(h, `matrix-${unique()}`);
        return {
          query: `mutation { updateMailAutoSetting(input: { type: ABSTRACT_EDIT, enabled: true, template_ko_id: ${id} }) { type } }`,
          effect: async (_result, allowed) => {
            const row = await h.knex('mail_auto_settings').where({ type: 'ABSTRACT_EDIT' }).first();
            expect(row.template_ko_id === id).toBe(allowed);
            await h
              .knex('mail_auto_settings')
              .where({ type: 'ABSTRACT_EDIT' })
              .update({ template_ko_id: null });
            forgetMailSettings(h.knex);
          },
        };
      },
    },
  ],
  resendEmail: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const [row] = await h
          .knex('send_emails')
          .insert({
            type: 'MANUAL',
            title: 'Matrix resend',
            usermail: `${unique()}@example.org`,
            content: '<p>x</p>',
          })
          .returning('id');
        return {
          query: `mutation { resendEmail(id: ${row.id}) { ok } }`,
          effect: async (_result, allowed) =>
            expect(
              await h.knex('send_emails').where({ resent_from: row.id }).count({ n: '*' }).first(),
            ).toEqual({
              n: allowed ? 1 : 0,
            }),
        };
      },
    },
  ],
};
