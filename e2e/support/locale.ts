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
 * back-office page is drawn (the remote's root says so with `data-ready`). A server-rendered page
 * starts the app at the reader's first move (docs/decisions.md, "The app at the reader's first
 * move"): the pointer moves over the page first, as a reader's would.
 */
export async function appReady(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await firstMove(page);
  await page.locator('[data-remote][data-ready]').first().waitFor(options);
}

/**
 * The pointer moves over the page, as a reader's first move: a server-rendered page starts the app.
 * Once the page's deferred scripts have run (DOMContentLoaded): a move before the start script
 * listens (scripts held, a slow load) starts nothing, and the app would be waited for in vain.
 */
export async function firstMove(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
}
