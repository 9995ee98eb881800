import type { Page } from '@playwright/test';

const LOCALE_STORAGE_KEY = 'congress2024.locale';
const LOCALE_COOKIE = 'congress2024_locale';

/**
 * The language a visitor chose with the switch: kept in localStorage and mirrored in a cookie,
 * which the server reads to send prerendered pages in that language and which decides at start
 * (docs/decisions.md, "Prerendered public pages"). Applies from the next navigation on.
 */
export async function useLocale(page: Page, locale: 'en' | 'ko'): Promise<void> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, domain: '127.0.0.1', path: '/' }]);
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [LOCALE_STORAGE_KEY, locale],
  );
}

/**
 * Starts the app as a visitor's first move does, and waits until it has taken the prerendered page
 * over (public pages are sent prerendered; a reader's page starts the app on demand:
 * api/src/http/prerendered.ts).
 */
export async function appReady(page: Page): Promise<void> {
  await startApp(page);
  await page.locator('#prerendered').waitFor({ state: 'detached' });
}

/**
 * A visitor's first move on the page: the pointer moves (in the page's empty top-left corner), and
 * the app starts. A move, not a key or a click: layout shifts just after those count as expected
 * (`hadRecentInput`), and the takeover's shifts are what some tests measure.
 */
export async function startApp(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.mouse.move(1, 1);
  await page.mouse.move(4, 4);
}
