// Issue 28 §2: what an organiser changes is in the HTML that a visitor and a search engine get
// within a minute, without a build or a deploy (docs/decisions.md, "Public pages follow the data"),
// and the page is never sent with a copy older than the change.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser } from '../support/factories';
import { snapshotsCurrent } from '../support/snapshots';

const WITHIN_A_MINUTE = { timeout: 60_000, intervals: [1000] };

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
const snapshotOf = (page: string) => /<div id="prerendered"[^>]*>([\s\S]*)<\/div>/.exec(page)?.[1] ?? null;

test('a news post is in the news page HTML within a minute, and no older copy is sent meanwhile', async ({
  request,
}) => {
  test.setTimeout(300_000);
  await snapshotsCurrent(request);
  const organiser = await createUser({ role: 'Authenticated' });
  await expect
    .poll(async () => snapshotOf(await html(request, '/informations/news_notices')), WITHIN_A_MINUTE)
    .not.toBeNull();
  const title = `Shuttle bus timetable ${randomUUID().slice(0, 6)}`;
  const { createNewsAndNotice: post } = await gql<{ createNewsAndNotice: { id: string } }>(
    request,
    organiser.token,
    'mutation ($i: NewsAndNoticeInput!) { createNewsAndNotice(input: $i) { id } }',
    { i: { title, type: 'NOTICE', content: '<p>Buses leave BEXCO every 20 minutes.</p>' } },
  );
  // From the change on, the page never comes with a copy that lacks the post.
  const right = snapshotOf(await html(request, '/informations/news_notices'));
  expect(right === null || right.includes(title)).toBe(true);
  for (const [path, locale] of [
    ['/informations/news_notices', 'en'],
    ['/informations/news_notices', 'ko'],
    [`/informations/bbsDetail/${post.id}`, 'en'],
  ] as const)
    await expect
      .poll(async () => snapshotOf(await html(request, path, locale)) ?? '', WITHIN_A_MINUTE)
      .toContain(title);
  // A reader's view is not an organiser's change: it does not send the page back to the app.
  await request.post('/graphql', {
    data: {
      query: 'mutation ($id: ID!) { updateNewsAndNotice(id: $id, input: { viewCount: 1 }) { id } }',
      variables: { id: post.id },
    },
  });
  expect(snapshotOf(await html(request, '/informations/news_notices'))).toContain(title);
});
