import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { deployVariant, redeployRegularBuild, repo } from '../support/deploy';
import { appReady, firstMove } from '../support/locale';

type ShareScope = Record<string, Record<string, { from: string; loaded?: boolean }>>;

/** The page's Module Federation share scope: each shared key, its copies and who provided them. */
const shareScope = (page: Page) =>
  page.evaluate(() => {
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: ShareScope }> } }
    ).__FEDERATION__;
    return Object.values(federation.__SHARE__)[0]?.default ?? {};
  });

/** Which bundles' copies of a shared module the page has loaded. */
const loadedCopies = async (page: Page, key: string) =>
  Object.values((await shareScope(page))[key] ?? {})
    .filter((share) => share.loaded)
    .map((share) => share.from);

test.describe('remote loading', () => {
  test('a remote that fails to load shows a translated error with a working retry', async ({ page }) => {
    let failing = true;
    await page.route('**/remotes/public/**', (route) => (failing ? route.abort() : route.continue()));
    await page.goto('/home');
    await firstMove(page);
    await expect(page.getByRole('alert')).toContainText('This part of the site could not be loaded.');
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="public"]')).toBeVisible();
  });

  test('the loading overlay shows while a remote loads and while a save is in flight', async ({ page }) => {
    const overlay = page.getByTestId('loading-overlay');
    let releaseRemote: () => void = () => {};
    const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
    // The back office's login: a public page is sent rendered and shows it, not the overlay,
    // while the app loads.
    await page.route('**/remotes/admin/remoteEntry.js', async (route) => {
      await remoteHeld;
      await route.continue();
    });
    await page.goto('/admin/login');
    await expect(overlay).toBeVisible();
    releaseRemote();
    const admin = page.locator('[data-remote="admin"]');
    await expect(admin).toBeVisible();
    await expect(overlay).toBeHidden();

    let releaseLogin: () => void = () => {};
    const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
    await page.route('**/graphql', async (route) => {
      if (['Login', 'BeginLogin'].includes(route.request().postDataJSON()?.operationName)) await loginHeld;
      await route.continue();
    });
    await admin.getByLabel('E-mail').fill('nobody@example.org');
    await admin.getByLabel('Password').fill('wrong password 1');
    await admin.locator('form').getByRole('button').last().click();
    await expect(overlay).toBeVisible();
    releaseLogin();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(overlay).toBeHidden();
  });

  test('a remote rebuilt alone is picked up without rebuilding the host', async ({ page }) => {
    test.setTimeout(180_000);
    const hostEntry = path.join(repo, 'hosts/shell/dist/main.js');
    const hostBuiltAt = statSync(hostEntry).mtimeMs;
    await page.goto('/home');
    await appReady(page);
    const before = await page.locator('[data-remote="public"]').getAttribute('data-build');
    try {
      const buildId = deployVariant('public-rebuilt');
      // The server renders with the new build from the next request on, without a restart.
      const html = await (await page.request.get('/home')).text();
      expect(html).toContain(`data-build="${buildId}"`);
      await page.reload();
      await appReady(page);
      await expect(page.locator('[data-remote="public"]')).toHaveAttribute('data-build', buildId);
      expect(before).not.toBe(buildId);
      expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);
    } finally {
      redeployRegularBuild('public');
    }
  });

  test('a visitor of /home never loads Apollo Client; a page with data loads the one shared client', async ({
    page,
  }) => {
    await page.goto('/home');
    await appReady(page);
    await expect(page.locator('[data-remote="public"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await loadedCopies(page, '@apollo/client')).toEqual([]);
    // In-app navigation to a page with data: Apollo Client arrives, once, from the host.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/informations/news_notices');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('main a[href^="/informations/bbsDetail/"]').first()).toBeVisible();
    // One copy of Apollo Client too. Module Federation takes the first registered provider of a
    // version: on a page hydrated with its API client loaded ahead, the public remote is
    // registered by then (docs/decisions.md, "Hydration in one pass"), as for zod above.
    expect(await loadedCopies(page, '@apollo/client')).toHaveLength(1);
  });

  test('zod is downloaded once when a visitor moves from the public site to the back office', async ({
    page,
  }) => {
    const zodDownloads: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('ZodError')) zodDownloads.push(new URL(response.url()).pathname);
    });
    await page.goto('/auth/login');
    await appReady(page);
    await expect(page.getByLabel('Password')).toBeVisible();
    // In-app navigation (no page load), as the header's link to the back office does.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('[data-remote="admin"]').getByLabel('Password')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(zodDownloads).toHaveLength(1);
    expect(zodDownloads[0]).toMatch(/^\/remotes\/public\//);
    // The back office runs the copy the public remote put on the page.
    expect(await loadedCopies(page, 'zod')).toEqual(['remote_public']);
  });

  test('one copy of each singleton per page across host and remotes; the component package is never shared', async ({
    page,
  }) => {
    // Every remote's build declares @congress/ui (and the libraries holding state) as a shared
    // singleton, and no entry of @congress/components (each remote bundles its own).
    for (const remote of ['public', 'mypage', 'admin']) {
      const manifest = (await (await page.request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as {
        shared: { name: string; singleton?: boolean }[];
      };
      const shared = manifest.shared.map((entry) => entry.name);
      expect(manifest.shared.find((entry) => entry.name === '@congress/ui')).toMatchObject({
        singleton: true,
      });
      expect(shared).toEqual(expect.arrayContaining(['react', 'jotai', '@apollo/client', '@congress/i18n']));
      expect(shared.filter((name) => name.startsWith('@congress/components'))).toEqual([]);
    }
    // The public login page, the news list (with data), then the back office, without a page load:
    // each singleton runs once (one store, one API client and cache, one dialog state), the host's.
    const navigate = (to: string) =>
      page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    await page.goto('/auth/login');
    await appReady(page);
    await expect(page.getByLabel('Password')).toBeVisible();
    await navigate('/informations/news_notices');
    await expect(page.locator('main a[href^="/informations/bbsDetail/"]').first()).toBeVisible();
    await navigate('/admin/login');
    await expect(page.locator('[data-remote="admin"]').getByLabel('Password')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scope = await shareScope(page);
    expect(Object.keys(scope).filter((key) => key.startsWith('@congress/components'))).toEqual([]);
    for (const key of ['@congress/ui', 'react', 'react-dom', 'jotai', 'styled-components', 'react-intl']) {
      expect([key, await loadedCopies(page, key)]).toEqual([key, ['shell']]);
    }
    // One copy of Apollo Client too. Module Federation takes the first registered provider of a
    // version: on a page hydrated with its API client loaded ahead, the public remote is
    // registered by then (docs/decisions.md, "Hydration in one pass"), as for zod above.
    expect(await loadedCopies(page, '@apollo/client')).toHaveLength(1);
    // The dialogs the back office opens are the host's (one dialog state): a failed login shows
    // exactly one dialog.
    await page.locator('[data-remote="admin"]').getByLabel('E-mail').fill('nobody@example.org');
    await page.locator('[data-remote="admin"]').getByLabel('Password').fill('wrong password 1');
    await page.locator('[data-remote="admin"] form').getByRole('button').last().click();
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
  });

  test('a remote built against a newer component package than the host runs without a new host', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The public team changes a component (@congress/components, bundled per remote) and ships its
    // remote alone: no "being updated" message, the page runs the remote's own components.
    try {
      const buildId = deployVariant('public-newer-components');
      await page.goto('/auth/login');
      await expect(page.locator('[data-remote="public"]')).toHaveAttribute('data-build', buildId);
      await expect(page.getByLabel('Password')).toBeVisible();
      await expect(page.locator('[data-failure]')).toHaveCount(0);
    } finally {
      redeployRegularBuild('public');
    }
  });

  test('a remote built against a newer UI kit than the host has says it is being updated, in both languages', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The public team ships a remote that needs a newer @congress/ui (a singleton) before the host
    // with that version is deployed: the page must say so instead of running with a wrong copy.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      deployVariant('public-newer-ui');
      await page.goto('/home');
      // The server serves the last good page; the app, started by the reader, finds the remote outdated.
      await firstMove(page);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('This part of the site is being updated.');
      await expect(alert).toHaveAttribute('data-failure', 'outdated');
      await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
      await page.getByRole('button', { name: '한국어' }).click();
      await expect(alert).toContainText('이 화면을 업데이트하는 중입니다.');
      await expect(page.locator('body')).not.toContainText('undefined');
      expect(pageErrors).toEqual([]);
    } finally {
      redeployRegularBuild('public');
    }
  });
});
