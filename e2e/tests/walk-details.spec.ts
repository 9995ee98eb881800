// The small points of the newcomer's walk (issue 27 §4), at the widths where they were seen:
// keyboard access to the floor plan's scrolling region, target sizes on a phone, the English
// header on one line at 1440 px, Korean words kept whole, and the rich-text toolbar's names.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { createUser } from '../support/factories';
import { appReady, useLocale } from '../support/locale';
import { useToken as startSessionWith } from '../support/session';

const PHONE = { width: 390, height: 844 };

const heights = (locator: Locator) =>
  locator.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));

async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the floor plan scrolls by keyboard on a phone and passes axe', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/sponsorships/floorPlan');
  const region = page.getByRole('region', { name: /Exhibition floor plan/ });
  expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('sign-up checkboxes and site-map links are large enough to tap on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/auth/signup');
  const boxes = page.getByRole('main').getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const size of await boxes.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return Math.min(box.width, box.height);
    }),
  ))
    expect(size).toBeGreaterThanOrEqual(24);
  await open(page, '/auth/sitemap');
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  expect(await links.count()).toBeGreaterThan(20);
  for (const height of await heights(links)) expect(height).toBeGreaterThanOrEqual(44);
});

test('the English header stays on one line at 1440 px, as the Korean one does', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const headerHeight = async () => (await heights(page.locator('header').first()))[0] as number;
  await open(page, '/home');
  const english = await headerHeight();
  const buttons = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(3);
  for (const height of await heights(buttons)) expect(height).toBeLessThanOrEqual(48);
  await useLocale(page, 'ko');
  await open(page, '/home');
  expect(english).toBeLessThanOrEqual((await headerHeight()) + 1);
});

test('Korean text breaks between words, not inside them, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await useLocale(page, 'ko');
  await open(page, '/home');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText('학술대회');
  expect(await title.evaluate((node) => getComputedStyle(node).wordBreak)).toBe('keep-all');
  // Each line of the title ends at a space: no word is split over two lines.
  const broken = await title.evaluate((node) => {
    const text = node.textContent ?? '';
    const range = document.createRange();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const splits: string[] = [];
    let top: number | null = null;
    for (let textNode = walker.nextNode(); textNode; textNode = walker.nextNode()) {
      const value = textNode.textContent ?? '';
      for (let i = 0; i < value.length; i += 1) {
        range.setStart(textNode, i);
        range.setEnd(textNode, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (top !== null && rect.top > top + 4 && i > 0 && /\S/.test(value[i - 1]!) && /\S/.test(value[i]!))
          splits.push(value.slice(Math.max(0, i - 2), i + 2));
        top = rect.top;
      }
    }
    return { text, splits };
  });
  expect(broken.splits, broken.text).toEqual([]);
});

test('the rich-text toolbar names contain the letters the buttons show (axe)', async ({ page }) => {
  const organiser = await createUser({ role: 'Authenticated' });
  await startSessionWith(page, organiser.token);
  await page.goto('/admin/main/general/bbsSetting/new');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await expect(toolbar).toBeVisible({ timeout: 30_000 });
  await expect(toolbar.getByRole('button', { name: 'Bold (B)' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Heading (H2)' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .include('[role="toolbar"]')
    .withRules(['label-content-name-mismatch'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
