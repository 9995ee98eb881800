import type { Page } from '@playwright/test';

/**
 * Holds every script of the page until the returned release is called: the reader sees the
 * server's HTML with no app running (a slow phone before its scripts arrive).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}
