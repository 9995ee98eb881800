import { expect, test } from '@playwright/test';

test.describe('host shell', () => {
  test('opens /home from /, with the public remote, title and description', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('[data-remote="public"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The 1st Congress');
    await expect(page).toHaveTitle('Korean Society of Pathologists 2024');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /congress site for the 2024 conference/,
    );
    // A visitor of the public pages downloads no member-area or back-office code.
    expect(scripts.some((s) => s.startsWith('/remotes/public/'))).toBe(true);
    expect(
      scripts.filter((s) => s.startsWith('/remotes/mypage/') || s.startsWith('/remotes/admin/')),
    ).toEqual([]);
  });

  test('shows 404 for an unknown path and the 500 page at /block', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await page.goto('/block');
    await expect(page.getByRole('heading', { name: '500 Not Authenticated' })).toBeVisible();
  });

  test('switches to Korean, remembers the choice, and falls back to English by default', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Program' })).toBeVisible();
    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page.getByRole('button', { name: '프로그램' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('제1회 학술대회');
    await page.getByRole('button', { name: 'EN' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The 1st Congress');
  });

  test('draws Korean with the self-hosted Korean font, which English pages never download', async ({
    page,
  }) => {
    const koreanFontLoaded = () =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family.includes('Noto Sans KR') && face.status === 'loaded'),
      );
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans-kr/.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Program' })).toBeVisible();
    expect(fontRequests).toEqual([]);
    // A machine without Korean system fonts (this one) shows empty boxes unless the webfont loads.
    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page.getByRole('button', { name: '프로그램' })).toBeVisible();
    await expect.poll(koreanFontLoaded).toBe(true);
    expect(fontRequests.length).toBeGreaterThan(0);
  });

  test('navigates between public pages and scrolls to the top', async ({ page }) => {
    await page.goto('/registrations/registration_korean');
    await expect(page.getByRole('cell', { name: '₩180,000' }).first()).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await page.getByRole('link', { name: 'Sitemap' }).first().click();
    await expect(page).toHaveURL(/\/auth\/sitemap$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
