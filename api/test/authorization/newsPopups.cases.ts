// Rows of the authorisation matrix (../authorization.test.ts) for news and notices and popups.
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

const post = async (h: Harness, title = 'Matrix post') =>
  (await h.knex('news_and_notices').insert({ title, content: '<p>x</p>', type: 'NEWS' }).returning('id'))[0]
    .id as number;
const popup = async (h: Harness, title = 'Matrix popup') =>
  (
    await h
      .knex('popups')
      .insert({ title, start: '2000-01-01T00:00:00Z', end: '3000-12-31T23:59:59+09:00', content: 'x' })
      .returning('id')
  )[0].id as number;
const POPUP_INPUT = {
  use: false,
  title: 'Matrix popup',
  start: '2024-01-01T00:00:00+09:00',
  end: '2024-01-02T00:00:00+09:00',
  content: '<p>x</p>',
  size_width: 400,
  size_height: 400,
  location: 'CENTER',
};

export const NEWS_POPUP_CASES: Record<string, Case[]> = {
  newsAndNotices: [
    { rule: 'public', doc: () => ({ query: '{ newsAndNotices(limit: 1) { count rows { id } } }' }) },
  ],
  newsAndNotice: [
    { rule: 'public', doc: async (_i, h) => ({ query: `{ newsAndNotice(id: ${await post(h)}) { id } }` }) },
  ],
  allNewsNoticeLists: [{ rule: 'public', doc: () => ({ query: '{ allNewsNoticeLists { id } }' }) }],
  createNewsAndNotice: [
    {
      rule: 'admin',
      doc: ({ unique }, h) => {
        const title = unique();
        return {
          query: `mutation { createNewsAndNotice(input: { title: "${title}", type: NOTICE, content: "<p>x</p>" }) { id } }`,
          effect: async (_r, allowed) =>
            expect(await h.knex('news_and_notices').where({ title }).count('* as c')).toEqual([
              { c: allowed ? 1 : 0 },
            ]),
        };
      },
    },
  ],
  updateNewsAndNotice: [
    // Anyone: one view (the number sent is ignored).
    {
      rule: 'public',
      doc: async (_i, h) => ({
        query: `mutation { updateNewsAndNotice(id: ${await post(h)}, input: { viewCount: 1 }) { viewCount } }`,
      }),
    },
    // Anything else: organisers.
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await post(h);
        const title = unique();
        return {
          query: `mutation { updateNewsAndNotice(id: ${id}, input: { title: "${title}", viewCount: 7 }) { id } }`,
          effect: async (_r, allowed) =>
            expect(await h.knex('news_and_notices').where({ id }).first('title', 'viewCount')).toEqual(
              allowed ? { title, viewCount: 7 } : { title: 'Matrix post', viewCount: 0 },
            ),
        };
      },
    },
  ],
  deleteMultipleBbs: [
    {
      rule: 'admin',
      doc: async (_i, h) => {
        const id = await post(h);
        return {
          query: `mutation { deleteMultipleBbs(ids: [${id}]) { affected } }`,
          effect: async (_r, allowed) =>
            expect((await h.knex('news_and_notices').where({ id }).first('delete')).delete).toBe(allowed),
        };
      },
    },
  ],
  popups: [{ rule: 'public', doc: () => ({ query: '{ popups { count rows { id } } }' }) }],
  popup: [
    {
      rule: 'admin',
      doc: async (_i, h) => {
        const id = await popup(h);
        return {
          query: `{ popup(id: ${id}) { id } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual({ popup: allowed ? { id: String(id) } : null }),
        };
      },
    },
  ],
  createPopup: [
    {
      rule: 'admin',
      doc: ({ unique }, h) => {
        const title = unique();
        return {
          query: 'mutation ($i: PopupInput!) { createPopup(input: $i) { id } }',
          variables: { i: { ...POPUP_INPUT, title } },
          effect: async (_r, allowed) =>
            expect(await h.knex('popups').where({ title }).count('* as c')).toEqual([{ c: allowed ? 1 : 0 }]),
        };
      },
    },
  ],
  updatePopup: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await popup(h);
        const title = unique();
        return {
          query: 'mutation ($id: ID!, $i: PopupInput!) { updatePopup(id: $id, input: $i) { id } }',
          variables: { id, i: { ...POPUP_INPUT, title } },
          effect: async (_r, allowed) =>
            expect((await h.knex('popups').where({ id }).first('title')).title).toBe(
              allowed ? title : 'Matrix popup',
            ),
        };
      },
    },
  ],
  deleteMultiplePopup: [
    {
      rule: 'admin',
      doc: async (_i, h) => {
        const id = await popup(h);
        return {
          query: `mutation { deleteMultiplePopup(ids: [${id}]) { affected } }`,
          effect: async (_r, allowed) =>
            expect((await h.knex('popups').where({ id }).first('delete')).delete).toBe(allowed),
        };
      },
    },
  ],
};
