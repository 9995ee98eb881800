import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildAndDeployRemote, redeployRegularBuild, repo } from '../support/deploy';

test.describe('remote loading', () => {
  test('a remote that fails to load shows a translated error with a working retry', async ({ page }) => {
    let failing = true;
    await page.route('**/remotes/public/**', (route) => (failing ? route.abort() : route.continue()));
    await page.goto('/home');
    await expect(page.getByRole('alert')).toContainText('This part of the site could not be loaded.');
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="public"]')).toBeVisible();
  });

  test('the loading overlay shows while a remote loads and while a save is in flight', async ({ page }) => {
    const overlay = page.getByTestId('loading-overlay');
    let releaseRemote: () => void = () => {};
    const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
    await page.route('**/remotes/public/remoteEntry.js', async (route) => {
      await remoteHeld;
      await route.continue();
    });
    await page.goto('/auth/login');
    await expect(overlay).toBeVisible();
    releaseRemote();
    await expect(page.locator('[data-remote="public"]')).toBeVisible();
    await expect(overlay).toBeHidden();

    let releaseLogin: () => void = () => {};
    const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'Login') await loginHeld;
      await route.continue();
    });
    await page.getByLabel('E-mail').fill('nobody@example.org');
    await page.getByLabel('Password').fill('wrong password 1');
    await page.locator('[data-remote="public"] form').getByRole('button').last().click();
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
    const before = await page.locator('[data-remote="public"]').getAttribute('data-build');
    try {
      const buildId = buildAndDeployRemote('public');
      await page.reload();
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
    // Which copies of a shared module the page has loaded (Module Federation's share scope).
    const loadedFrom = (key: string) =>
      page.evaluate((k) => {
        type ShareScope = Record<string, Record<string, { from: string; loaded?: boolean }>>;
        const federation = (
          window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: ShareScope }> } }
        ).__FEDERATION__;
        const scope = Object.values(federation.__SHARE__)[0]?.default ?? {};
        return Object.values(scope[k] ?? {})
          .filter((share) => share.loaded)
          .map((share) => share.from);
      }, key);
    await page.goto('/home');
    await expect(page.locator('[data-remote="public"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await loadedFrom('@apollo/client')).toEqual([]);
    // In-app navigation to a page with data: Apollo Client arrives, once, from the host.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/informations/news_notices');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('main a[href^="/informations/bbsDetail/"]').first()).toBeVisible();
    expect(await loadedFrom('@apollo/client')).toEqual(['shell']);
  });

  test('the form kit and zod are downloaded once when a visitor moves from the public site to the back office', async ({
    page,
  }) => {
    const zodDownloads: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('ZodError')) zodDownloads.push(new URL(response.url()).pathname);
    });
    await page.goto('/auth/login');
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
    // The back office runs the copies the public remote put on the page.
    const providers = await page.evaluate(() => {
      type ShareScope = Record<string, Record<string, { from: string; loaded?: boolean }>>;
      const federation = (
        window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: ShareScope }> } }
      ).__FEDERATION__;
      const scope = Object.values(federation.__SHARE__)[0]?.default ?? {};
      return ['zod', '@congress/components/forms'].map((key) =>
        Object.values(scope[key] ?? {})
          .filter((share) => share.loaded)
          .map((share) => share.from),
      );
    });
    expect(providers).toEqual([['remote_public'], ['remote_public']]);
  });

  test('a remote built against a newer UI kit than the host has says it is being updated, in both languages', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The public team ships a remote that needs @congress/ui 1.1.0 (a singleton) before the host
    // with that version is deployed: the page must say so instead of running with a wrong copy.
    const uiPackagePath = path.join(repo, 'shared/ui/package.json');
    const original = readFileSync(uiPackagePath, 'utf8');
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      const uiPackage = JSON.parse(original) as { version: string };
      const [major, minor] = uiPackage.version.split('.').map(Number);
      writeFileSync(
        uiPackagePath,
        `${JSON.stringify({ ...uiPackage, version: `${major}.${(minor ?? 0) + 1}.0` }, null, 2)}\n`,
      );
      buildAndDeployRemote('public');
      writeFileSync(uiPackagePath, original);

      await page.goto('/home');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('This part of the site is being updated.');
      await expect(alert).toHaveAttribute('data-failure', 'outdated');
      await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
      await page.getByRole('button', { name: '한국어' }).click();
      await expect(alert).toContainText('이 화면을 업데이트하는 중입니다.');
      await expect(page.locator('body')).not.toContainText('undefined');
      expect(pageErrors).toEqual([]);
    } finally {
      writeFileSync(uiPackagePath, original);
      redeployRegularBuild('public');
    }
  });
});
