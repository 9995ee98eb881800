// Public pages rendered for many readers at once (docs/decisions.md, "One renderer"): each answer is
// the page asked for, in the language asked for — no cross-request mix-up — on PostgreSQL (the
// journeys' server, its pages just invalidated by an organiser's change) and in embedded mode (a
// server of its own on PGlite, every page rendered for the first time).
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { RouteTable } from '@congress/domain';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';
import { startSecondServer, type SecondServer } from '../support/secondServer';

const PAGES = [
  '/home',
  '/introductions/overview',
  '/informations/news_notices',
  '/registrations/registration_korean',
  '/programs/program_glance',
  '/auth/signup',
];
const LOCALES = ['en', 'ko'] as const;
/** shared/i18n's site.documentTitle. */
const SITE = { en: 'Korean Society of Pathologists 2024', ko: '대한병리학회 2024' };
const READERS_PER_PAGE = 3;
/** The embedded server's organiser (its first start creates it). */
const ORGANISER = { email: 'render.organiser@example.org', password: 'RenderOrganiser2024' };

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function expectEachReaderTheirPage(base: string) {
  const table = (await (await fetch(`${base}/remotes/public/routes.json`)).json()) as RouteTable;
  const routeOf = (path: string) => {
    const route = table.routes.find((r) => r.path === path);
    if (!route) throw new Error(`no route ${path}`);
    return route;
  };
  const label = (path: string, locale: (typeof LOCALES)[number]) => {
    const { label } = routeOf(path);
    return label[locale] ?? label.en;
  };
  const asks = PAGES.flatMap((path) =>
    LOCALES.flatMap((locale) => Array.from({ length: READERS_PER_PAGE }, () => ({ path, locale }))),
  );
  // Twice, each time all at once: the pages rendered for these readers, then kept (answered before
  // the app's middleware, docs/decisions.md "A kept page answered before the app"; on the journeys'
  // shared server another journey's change may have them rendered anew).
  for (const round of ['rendered', 'kept']) {
    // All at once, in an order that mixes pages and languages.
    asks.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      asks.map(async (ask) => {
        const res = await fetch(`${base}${ask.path}`, {
          headers: { accept: 'text/html', cookie: `congress2024_locale=${ask.locale}` },
        });
        return { ...ask, status: res.status, html: await res.text() };
      }),
    );
    for (const { path, locale, status, html } of answers) {
      const what = `${path} (${locale}, ${round})`;
      expect(status, what).toBe(200);
      expect(html, what).toContain(`<html lang="${locale}"`);
      const title = path === '/home' ? SITE[locale] : `${label(path, locale)} · ${SITE[locale]}`;
      expect(unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), what).toBe(title);
      const state = JSON.parse(
        /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)![1]!,
      ) as {
        locale: string;
      };
      expect(state.locale, what).toBe(locale);
      // The page's own entry of the main menu is the current one: the markup is of this address.
      if (routeOf(path).menu === 'main')
        expect(html, what).toMatch(new RegExp(`aria-current="page"[^>]*href="${path}"`));
    }
  }
}

test('on PostgreSQL: many readers at once, each gets their page in their language', async () => {
  // An organiser's change first: every page is rendered anew, concurrently, not read from the cache.
  const organiser = await createUser({ role: 'Authenticated' });
  const res = await fetch(`${test.info().project.use.baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${organiser.token}` },
    body: JSON.stringify({
      query: 'mutation ($i: NewsAndNoticeInput!) { createNewsAndNotice(input: $i) { id } }',
      variables: {
        i: { title: `Render check ${randomUUID().slice(0, 6)}`, type: 'NOTICE', content: '<p>x</p>' },
      },
    }),
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  await expectEachReaderTheirPage(test.info().project.use.baseURL!);
});

test('a page behind a login is not rendered for no one in particular: a member opening it lands on it', async ({
  page,
  request,
}) => {
  const html = await (
    await request.get('/abstracts/abstract_submission', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).not.toContain('id="page-state"');
  expect(html).toContain('class="boot-loading"');
  const member = await createUser();
  await useToken(page, member.token);
  await page.goto('/abstracts/abstract_submission');
  await expect(page).toHaveURL(/\/abstracts\/abstract_submission$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/abstracts\/abstract_submission$/);
});

test.describe('in embedded mode', () => {
  let server: SecondServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Zero-setup mode: no DATABASE_URL, PGlite in the server's own data folder, the demo content.
    server = await startSecondServer(
      {
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        SMTP_URL: '',
        PAYMENT_GATEWAY: 'emulator',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ORGANISER.email,
        ADMIN_PASSWORD: ORGANISER.password,
      },
      { startupMs: 150_000 },
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('many readers at once on a server just started, each gets their page in their language', async () => {
    await expectEachReaderTheirPage(server!.url);
  });

  // Embedded mode reads the content version again only after a write (docs/decisions.md, "The
  // content version read after a write"): an organiser's notice is in the next page all the same.
  test("an organiser's notice is in the news page's HTML at once, the page kept until then", async () => {
    const base = server!.url;
    const newsPage = async () =>
      (await fetch(`${base}/informations/news_notices`, { headers: { accept: 'text/html' } })).text();
    const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: Record<string, { jwt?: string }>; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const { login } = await gql(
      'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt } }',
      { identifier: ORGANISER.email, password: ORGANISER.password },
    );
    const kept = await newsPage();
    expect(await newsPage()).toBe(kept);
    for (const round of [1, 2, 3]) {
      const title = `Shuttle bus ${round} ${randomUUID().slice(0, 6)}`;
      await gql(
        'mutation ($i: NewsAndNoticeInput!) { createNewsAndNotice(input: $i) { id } }',
        { i: { title, type: 'NOTICE', content: '<p>Every 20 minutes.</p>' } },
        login!.jwt,
      );
      expect(await newsPage()).toContain(title);
    }
  });
});
