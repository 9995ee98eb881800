import type { Page } from '@playwright/test';

const LOCALE_STORAGE_KEY = 'congress2024.locale';
const LOCALE_COOKIE = 'congress2024_locale';

/**
 * The language a visitor chose with the switch: kept in localStorage and mirrored in a cookie,
 * which the server reads to render public pages in that language (docs/decisions.md, "One
 * renderer"). Applies from the next navigation on.
 */
export async function useLocale(page: Page, locale: 'en' | 'ko'): Promise<void> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, domain: '127.0.0.1', path: '/' }]);
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [LOCALE_STORAGE_KEY, locale],
  );
}

/**
 * Waits until the app runs the page: a server-rendered public page is hydrated, a member or
 * back-office page is drawn (the remote's root says so with `data-ready`).
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('[data-remote][data-ready]').first().waitFor();
}
