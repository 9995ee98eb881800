// Issue 23 §5: every page runs under its Content-Security-Policy without a single violation. A host
// of its own (a second API server on this run's database) loads the three remotes from another
// origin, the e2e server, as REMOTE_*_URL on a CDN would. A browser opens every page of the member
// area and the back office, and public pages in English and Korean (every public page is opened
// under the same watch by the public crawl), and pays through the gateway emulator's window; any
// `securitypolicyviolation` event or "Refused to …" console message, or a page served without the
// policy, fails the test (support/csp.ts).
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import pg from 'pg';
import type { RouteTable } from '@congress/domain';
import { createUser, type TestUser } from '../support/factories';
import { watchPolicy } from '../support/csp';
import { E2E_SERVER_INFO } from '../support/env';
import { appReady } from '../support/locale';
import { requestsSettled, watchRequests } from '../support/network';
import { startSecondServer, type SecondServer } from '../support/secondServer';
import { useToken } from '../support/session';

// Two production servers on a loaded machine: a full page load may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const REMOTES = ['public', 'mypage', 'admin'] as const;
/** The e2e server: here it only serves the remotes, from another origin than the host's. */
const remoteOrigin = `http://localhost:${process.env.E2E_PORT ?? 8181}`;

let host: SecondServer | undefined;
let hostUrl = '';
let serverInfo: { databaseUrl: string; serverEnv: Record<string, string> };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  serverInfo = JSON.parse(readFileSync(E2E_SERVER_INFO, 'utf8')) as typeof serverInfo;
  host = await startSecondServer({
    // The e2e server's settings (its database, secrets, deployed remotes), as a second replica.
    ...serverInfo.serverEnv,
    REMOTE_PUBLIC_URL: `${remoteOrigin}/remotes/public/`,
    REMOTE_MYPAGE_URL: `${remoteOrigin}/remotes/mypage/`,
    REMOTE_ADMIN_URL: `${remoteOrigin}/remotes/admin/`,
  });
  hostUrl = host.url;
});

test.afterAll(async () => {
  await host?.stop();
});

async function routeTables(): Promise<Record<(typeof REMOTES)[number], RouteTable>> {
  const tables = await Promise.all(
    REMOTES.map(async (remote) => {
      const res = await fetch(`${remoteOrigin}/remotes/${remote}/routes.json`);
      expect(res.ok, `routes.json of ${remote}`).toBe(true);
      return [remote, (await res.json()) as RouteTable] as const;
    }),
  );
  return Object.fromEntries(tables) as Record<(typeof REMOTES)[number], RouteTable>;
}

async function firstId(sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverInfo.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(sql);
    if (!rows[0]) throw new Error(`nothing for ${sql}`);
    return String(rows[0].id);
  } finally {
    await client.end();
  }
}

/** An abstract of the member, through the API as the submission form sends it. */
async function abstractOf(member: TestUser): Promise<string> {
  const res = await fetch(`${hostUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify({
      query: 'mutation ($i: AbstractInput!) { createAbstract(input: $i) { id } }',
      variables: {
        i: {
          title: 'Frozen sections under a policy',
          preference: 'POSTER',
          category: 'CASE_REPORT',
          topic: 'GENERAL',
          objectives: 'o',
          methods: 'm',
          results: 'r',
          conclusions: 'c',
          keywords: 'k',
          author: [
            {
              givenName: 'Hana',
              familyName: 'Lee',
              email: member.email,
              affiliations: [1],
              presenting: true,
              corresponding: true,
            },
          ],
          including: ['Somewhere'],
          terms: true,
        },
      },
    }),
  });
  const body = (await res.json()) as { data?: { createAbstract: { id: string } } };
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data.createAbstract.id;
}

/**
 * The pages of a route table a caller of this access opens: each path as it is, each pattern with
 * the value given for it. A pattern without a value fails the test, so a new page is not skipped.
 */
function pagesOf(table: RouteTable, access: string[], values: Record<string, string[]>): string[] {
  return table.routes
    .filter((route) => access.includes(route.access))
    .flatMap((route) => {
      if (!/[:*]/.test(route.path)) return [route.path];
      const given = values[route.path];
      if (!given) throw new Error(`no page to open for ${route.path}: give it a value in csp.spec.ts`);
      return given;
    });
}

/** Opens the page and waits until the app runs it (a public page hydrated, another drawn). */
async function open(page: Page, pathname: string) {
  const response = await watchRequests(page).goto(pathname);
  expect(response?.status(), pathname).toBeLessThan(400);
  await appReady(page, { timeout: 30_000 });
  await requestsSettled(page);
}

test.describe('Content-Security-Policy', () => {
  test('the policy is enforced and a violation is seen: an inline script put in a page is refused', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: hostUrl });
    const problems: string[] = [];
    await watchPolicy(context, problems);
    const page = await context.newPage();
    await open(page, '/home');
    expect(problems).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => problems.join('\n')).toContain('script-src-elem blocked inline');
    await context.close();
  });

  // Every public page runs under the watch in the public crawl (public-crawl.spec.ts, both
  // languages, same origin); here a few of them, with the remotes from another origin, in each
  // language: the public remote's scripts, styles and fonts from the other origin are allowed.
  for (const locale of ['en', 'ko'] as const) {
    test(`public pages in ${locale === 'en' ? 'English' : 'Korean'}, remotes from another origin: no violation`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const post = await firstId(
        `SELECT id FROM news_and_notices WHERE "delete" = false ORDER BY id LIMIT 1`,
      );
      const context = await browser.newContext({ baseURL: hostUrl });
      const problems: string[] = [];
      await watchPolicy(context, problems);
      await context.addInitScript((value) => localStorage.setItem('congress2024.locale', value), locale);
      // The language cookie chooses the language the server renders the page in.
      await context.addCookies([{ name: 'congress2024_locale', value: locale, url: hostUrl }]);
      const page = await context.newPage();
      // The remotes really come from the other origin.
      const remoteScripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && remoteScripts.push(r.url()));
      // The landing page, a page with data, a form, and the programme (its own styles and files).
      for (const pathname of [
        '/home',
        `/informations/bbsDetail/${post}`,
        '/auth/signup',
        '/programs/program_glance',
        '/informations/venue',
      ])
        await open(page, pathname);
      expect(remoteScripts.some((url) => url.startsWith(`${remoteOrigin}/remotes/public/`))).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('every member page and the payment through the gateway window: no violation', async ({ browser }) => {
    test.setTimeout(300_000);
    const tables = await routeTables();
    const member = await createUser({ givenName: 'Policy' });
    const abstract = await abstractOf(member);
    const context = await browser.newContext({ baseURL: hostUrl });
    const problems: string[] = [];
    await watchPolicy(context, problems);
    const page = await context.newPage();
    await useToken(page, member.token);

    // The registration and payment journey: the form, the gateway's window, the result page.
    await open(page, '/mypage/my_registration');
    const form = page.getByRole('form', { name: 'Registration form' });
    await form.getByLabel('Registration type').selectOption('KM_TIER1');
    await form.getByLabel('Category').selectOption('PROFESSOR');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('registration-status')).toHaveText('Unpaid');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: 'KG Mobilians payment (local emulator)' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/success\?payId=\d+$/);
    await expect(page.getByRole('status')).toHaveText('Your payment is complete. Thank you.');
    const paid = new URL(page.url()).searchParams.get('payId') as string;

    const pages = [
      ...pagesOf(tables.mypage, ['member'], {
        '/mypage/abstract_modify/:absId': [`/mypage/abstract_modify/${abstract}`],
        '/mypage/registration_modify/:lang': ['/mypage/registration_modify/en'],
        // Not a reviewer: the page says the review is not theirs, in the same frame.
        '/mypage/my_reviews/:assignmentId': ['/mypage/my_reviews/1'],
        // Paid: the page says so rather than opening the window again (opened above).
        '/payment/:payId': [`/payment/${paid}`],
      }),
      ...pagesOf(tables.public, ['member'], {
        '/registrations/registration/:lang': ['/registrations/registration/en'],
      }),
    ];
    expect(pages.length).toBeGreaterThan(10);
    for (const pathname of pages) await open(page, pathname);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('every back-office page: no violation', async ({ browser }) => {
    test.setTimeout(300_000);
    const tables = await routeTables();
    const organiser = await createUser({ role: 'Authenticated' });
    const post = await firstId(`SELECT id FROM news_and_notices WHERE "delete" = false ORDER BY id LIMIT 1`);
    const popup = await firstId(`SELECT id FROM popups WHERE "delete" = false ORDER BY id LIMIT 1`);
    const context = await browser.newContext({ baseURL: hostUrl });
    const problems: string[] = [];
    await watchPolicy(context, problems);
    const loginPage = await context.newPage();
    await open(loginPage, '/admin/login');
    await loginPage.close();
    const page = await context.newPage();
    await useToken(page, organiser.token);
    const pages = pagesOf(tables.admin, ['admin'], {
      '/admin/main/general/bbsSetting/:bbsId': [`/admin/main/general/bbsSetting/${post}`],
      '/admin/main/general/popupSetting/:popupId': [`/admin/main/general/popupSetting/${popup}`],
      '/admin/*': ['/admin/main/no-such-page'],
    });
    expect(pages.length).toBeGreaterThan(15);
    for (const pathname of pages) await open(page, pathname);
    // The mail template's preview (a document of its own in a frame) is drawn too.
    await open(page, '/admin/main/mail/templateSetting');
    expect(problems).toEqual([]);
    await context.close();
  });
});
