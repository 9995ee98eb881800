// Layout checks a person would notice on a phone.
import { expect, type Page } from '@playwright/test';

/** Nothing of the page is wider than the screen: no sideways scroll. */
export async function noSidewaysScroll(page: Page, what = page.url()): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll, `${what}: wider than the screen`).toBeLessThanOrEqual(width);
}
