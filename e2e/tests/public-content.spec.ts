// The public pages that used to say "opens soon" or had no page: each opens in English and Korean
// with its own heading, browser-tab title and meta description, and no "opens soon" notice.
import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/introductions/past_congress', en: 'Past congresses', ko: '지난 학술대회' },
  { path: '/abstracts/travel_grants', en: 'Travel grants', ko: '여행 지원금' },
  { path: '/abstracts/awards', en: 'Awards', ko: '시상' },
  { path: '/informations/accommodation', en: 'Hotel reservation & accommodation', ko: '숙박 안내 및 예약' },
  { path: '/informations/visa', en: 'Visa', ko: '비자 안내' },
  { path: '/informations/about_seoul', en: 'About Seoul & Busan', ko: '서울 및 부산 소개' },
  { path: '/informations/gallery', en: 'Gallery', ko: '갤러리' },
] as const;

const OPENS_SOON = { en: /opens soon/i, ko: /곧 오픈할 예정/ };
const SITE_DESCRIPTION = /^The congress site for the 2024 conference/;

for (const locale of ['en', 'ko'] as const) {
  test.describe(`in ${locale === 'en' ? 'English' : 'Korean'}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('congress2024.locale', l), locale);
    });

    for (const entry of PAGES) {
      test(`${entry.path} has its content`, async ({ page }) => {
        await page.goto(entry.path);
        // The remote's first load can take a while on a busy machine (the loading overlay shows).
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry[locale], { timeout: 30_000 });
        await expect(page).toHaveTitle(new RegExp(`^${entry[locale]} · `));
        const description = page.locator('meta[name="description"]');
        await expect(description).not.toHaveAttribute('content', SITE_DESCRIPTION);
        // A sentence of its own (Korean words are short: count characters, not a long word).
        await expect(description).toHaveAttribute('content', /^.{20,}$/);
        await expect(page.locator('main')).not.toContainText(OPENS_SOON[locale]);
        // A missing text would show its message id (e.g. "visa.intro") instead.
        await expect(page.locator('main')).not.toContainText(/\b[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]+\b/);
      });
    }
  });
}

test('the venue map is drawn in the page, with its text alternative, and keeps its space', async ({
  page,
}) => {
  await page.goto('/informations/venue');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venue', { timeout: 30_000 });
  const map = page.getByRole('img', { name: 'Map of the area around BEXCO' });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('width', '640');
  await expect(map).toHaveAttribute('height', '400');
  await expect(page.locator('figcaption')).toContainText('Centum City station (subway line 2)');
});

test('the menu lists the new pages in their sections', async ({ page }) => {
  await page.goto('/auth/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  for (const entry of PAGES) await expect(page.locator(`main a[href="${entry.path}"]`)).toHaveCount(1);
});
