// What an organiser changes is in the HTML a visitor and a search engine get at once, without a
// build, a deploy or a background job (docs/decisions.md, "One renderer"): the change raises the
// public content version in its own transaction, and the next request renders the page anew.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser } from '../support/factories';

async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The page's HTML as a visitor without JavaScript (or a search engine) gets it. */
const html = async (request: APIRequestContext, path: string, locale: 'en' | 'ko' = 'en') =>
  (await request.get(path, { headers: { cookie: `congress2024_locale=${locale}` } })).text();

/** The app's markup the server rendered (#root), without the page's state. */
const renderedOf = (page: string) => {
  expect(page).toContain('id="page-state"');
  return (
    /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="page-state">/.exec(page)?.[1] ?? ''
  );
};

test('a news post is in the HTML of the news page and of its own page at once, in both languages', async ({
  request,
}) => {
  const organiser = await createUser({ role: 'Authenticated' });
  // Rendered once before the change: the page kept for its content version must not be sent after it.
  expect(renderedOf(await html(request, '/informations/news_notices'))).not.toContain(
    'Shuttle bus timetable ',
  );
  const title = `Shuttle bus timetable ${randomUUID().slice(0, 6)}`;
  const { createNewsAndNotice: post } = await gql<{ createNewsAndNotice: { id: string } }>(
    request,
    organiser.token,
    'mutation ($i: NewsAndNoticeInput!) { createNewsAndNotice(input: $i) { id } }',
    { i: { title, type: 'NOTICE', content: '<p>Buses leave BEXCO every 20 minutes.</p>' } },
  );
  for (const [path, locale] of [
    ['/informations/news_notices', 'en'],
    ['/informations/news_notices', 'ko'],
    [`/informations/bbsDetail/${post.id}`, 'en'],
    [`/informations/bbsDetail/${post.id}`, 'ko'],
  ] as const)
    expect(renderedOf(await html(request, path, locale)), `${path} (${locale})`).toContain(title);

  // A reader's browser revalidating its copy (the page is `no-cache`) is answered 304 while the
  // page is unchanged, and gets the new page once an organiser has changed it: the kept page is
  // sent compressed as kept.
  const postPath = `/informations/bbsDetail/${post.id}`;
  const first = await request.get(postPath, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(first.headers()['content-encoding']).toBe('br');
  const etag = first.headers()['etag'] ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get(postPath, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);

  // A renamed post is renamed at once; a reader's view changes nothing a page shows.
  const renamed = `${title} (updated)`;
  await gql(
    request,
    organiser.token,
    'mutation ($id: ID!, $i: NewsAndNoticeUpdateInput!) { updateNewsAndNotice(id: $id, input: $i) { id } }',
    {
      id: post.id,
      i: { title: renamed },
    },
  );
  expect(renderedOf(await html(request, `/informations/bbsDetail/${post.id}`))).toContain(renamed);
  const changed = await request.get(postPath, { headers: { 'if-none-match': etag } });
  expect(changed.status()).toBe(200);
  expect(await changed.text()).toContain(renamed);
  await request.post('/graphql', {
    data: {
      query: 'mutation ($id: ID!) { updateNewsAndNotice(id: $id, input: { viewCount: 1 }) { id } }',
      variables: { id: post.id },
    },
  });
  expect(renderedOf(await html(request, '/informations/news_notices'))).toContain(renamed);

  // A deleted post leaves the list at once.
  await gql(request, organiser.token, 'mutation ($ids: [ID!]!) { deleteMultipleBbs(ids: $ids) { ok } }', {
    ids: [post.id],
  });
  expect(renderedOf(await html(request, '/informations/news_notices'))).not.toContain(renamed);
});
