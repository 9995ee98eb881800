import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PUBLIC_REMOTE_DIR } from '../support/env';

const repo = path.resolve(__dirname, '../..');

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

  test('a remote rebuilt alone is picked up without rebuilding the host', async ({ page }) => {
    test.setTimeout(180_000);
    const hostEntry = path.join(repo, 'hosts/shell/dist/main.js');
    const hostBuiltAt = statSync(hostEntry).mtimeMs;
    await page.goto('/home');
    const before = await page.locator('[data-remote="public"]').getAttribute('data-build');

    const buildId = `e2e-rebuild-${Date.now()}`;
    execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', E2E_PUBLIC_REMOTE_DIR], {
      cwd: path.join(repo, 'remotes/public'),
      env: { ...process.env, BUILD_ID: buildId },
      stdio: 'pipe',
    });

    await page.reload();
    await expect(page.locator('[data-remote="public"]')).toHaveAttribute('data-build', buildId);
    expect(before).not.toBe(buildId);
    expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);
  });
});
