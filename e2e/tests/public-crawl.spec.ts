// Issue 11, "done when": a crawler opens every public page of the public remote's route table in
// English and Korean, as a visitor would, and finds no console error, no failed request, no link
// that leads nowhere, no broken image, no serious or critical axe-core violation, and no breach of
// the Content-Security-Policy (support/csp.ts; csp.spec.ts runs a few of these pages with the
// remotes from another origin).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RouteTable } from '@congress/domain';
import { watchPolicy } from '../support/csp';
import { appReady, useLocale } from '../support/locale';
import { requestsSettled, watchRequests } from '../support/network';

const REMOTES = ['public', 'mypage', 'admin'] as const;

async function routeTables(request: APIRequestContext): Promise<RouteTable[]> {
  return Promise.all(
    REMOTES.map(async (remote) => {
      const response = await request.get(`/remotes/${remote}/routes.json`);
      expect(response.ok(), `routes.json of ${remote}`).toBe(true);
      return (await response.json()) as RouteTable;
    }),
  );
}

/** A route pattern (`/informations/bbsDetail/:bbsId`, `/admin/*`) as a regular expression. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:\w+/g, '[^/]+')
      .replace(/\*/g, '.*')}$`,
  );

/** The same-origin links and images of the page as it is now (lazy images scrolled into view). */
async function linksAndImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  return page.evaluate(() => ({
    links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
    images: [...document.images].map((img) => ({
      src: img.currentSrc || img.src,
      ok: img.complete && img.naturalWidth > 0,
      lazy: img.loading === 'lazy',
    })),
  }));
}

// A reader far from the server's time zone: a date drawn in the browser's zone rather than Korea's
// would differ from the server's HTML (a hydration error, reported as a page error below).
test.use({ timezoneId: 'America/Los_Angeles' });

for (const locale of ['en', 'ko'] as const) {
  test(`every public page in ${locale === 'en' ? 'English' : 'Korean'}: no console error, dead link, broken image or serious axe violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000);
    const tables = await routeTables(request);
    const known = tables.flatMap((table) => [
      ...table.routes.map((route) => patternOf(route.path)),
      ...table.redirects.map((redirect) => patternOf(redirect.from)),
    ]);
    const [publicTable] = tables;
    if (!publicTable) throw new Error('no route table of the public remote');
    const pages = publicTable.routes
      .filter((route) => route.access === 'public' && !route.path.includes(':') && !route.path.includes('*'))
      .map((route) => route.path);
    expect(pages.length).toBeGreaterThan(30);

    const problems: string[] = [];
    watchRequests(page);
    await watchPolicy(page.context(), problems);
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400 && url.origin === new URL(page.url()).origin)
        problems.push(`${current}: ${response.status()} for ${url.pathname}`);
    });
    // A returning reader: their language is in the cookie, so the server renders in it (a first
    // visit with another language stored is drawn anew in that language by design).
    await useLocale(page, locale);
    // The server's elements of the page, marked before the app runs: hydrated, they are kept; a
    // page React could not hydrate (a text the browser renders otherwise, an update before the
    // page's code was in) is drawn anew and loses what a reader typed meanwhile.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const served = document.querySelector('[data-remote] h1');
        if (served) Object.assign(served, { fromServer: true });
      }),
    );

    const visited = new Set<string>();
    const checkedFiles = new Set<string>();
    const queue = [...pages];
    while (queue.length > 0) {
      const path = queue.shift();
      if (path === undefined || visited.has(path)) continue;
      visited.add(path);
      current = path;
      await page.goto(path);
      await expect(page.locator('main h1').first(), path).toBeVisible({ timeout: 30_000 });
      await appReady(page);
      await requestsSettled(page);
      const hydrated = await page.evaluate(
        () =>
          (document.querySelector('[data-remote] h1') as { fromServer?: boolean } | null)?.fromServer ===
          true,
      );
      if (!hydrated) problems.push(`${path}: drawn anew in the browser, not hydrated`);
      await expect(page.locator('main'), path).not.toContainText(
        /404 Not Found|404 페이지를 찾을 수 없습니다/,
      );

      const { links, images } = await linksAndImages(page);
      for (const link of new Set(links)) {
        if (known.some((pattern) => pattern.test(link))) {
          // Posts found on the news list are crawled too (one level: their own links are checked).
          if (/^\/informations\/bbsDetail\/\d+$/.test(link) && !visited.has(link) && queue.length < 200)
            queue.push(link);
          continue;
        }
        if (checkedFiles.has(link)) continue;
        checkedFiles.add(link);
        // Not a page of any remote: it must be a file the server has (a download, the sitemap).
        const response = await request.get(link);
        if (!response.ok()) problems.push(`${path}: link to ${link} answers ${response.status()}`);
      }
      for (const image of images) {
        if (image.ok) continue;
        const response = await request.get(image.src);
        const type = response.headers()['content-type'] ?? '';
        if (!response.ok() || !/^image\//.test(type))
          problems.push(`${path}: broken image ${image.src} (${response.status()} ${type})`);
        else if (!image.lazy) problems.push(`${path}: image ${image.src} did not load`);
      }

      const axe = await new AxeBuilder({ page }).analyze();
      for (const violation of axe.violations)
        if (violation.impact === 'serious' || violation.impact === 'critical')
          problems.push(
            `${path}: axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
    }

    expect(visited.size).toBeGreaterThanOrEqual(pages.length);
    expect(problems).toEqual([]);
  });
}
