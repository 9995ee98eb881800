import { expect, test } from '@playwright/test';
import { appReady } from '../support/locale';
import { holdScripts } from '../support/scripts';

test('on a phone the navigation folds into a menu button', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Program' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  // The menu's link: /home itself also links to the venue once its content has loaded.
  await page.locator('#mobile-menu').getByRole('link', { name: 'Venue' }).click();
  await expect(page).toHaveURL(/\/informations\/venue$/);
  await expect(page.getByRole('heading', { name: 'Venue', level: 1 })).toBeVisible();
});

// Issue 37: a tap before the scripts have arrived works. The menu is an HTML popover, which the
// browser opens and closes by itself; its links are plain links to server-rendered pages.
test('before any script has arrived, the menu opens, closes and its links lead on', async ({ page }) => {
  const release = await holdScripts(page);
  try {
    await page.goto('/home', { waitUntil: 'commit' });
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('link', { name: 'Venue' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Venue' }).click();
    await expect(page).toHaveURL(/\/informations\/venue$/);
    await expect(page.getByRole('heading', { name: 'Venue', level: 1 })).toBeVisible();
  } finally {
    release();
  }
});

// A menu opened while the scripts are still arriving stays open when the app takes the page over
// (hydration once closed it under the reader's finger).
test('a menu opened before the app ran stays open once it runs', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/home', { waitUntil: 'commit' });
  const menu = page.locator('#mobile-menu');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'Venue' })).toBeVisible();
  release();
  await appReady(page);
  await expect(menu.getByRole('link', { name: 'Venue' })).toBeVisible();
  await menu.getByRole('link', { name: 'Venue' }).click();
  await expect(page).toHaveURL(/\/informations\/venue$/);
  await expect(menu).toBeHidden();
});

// Once the app runs, a menu's links (plain links, routed by their menu: shared/router MenuLink)
// change the page in place, on a phone and on a desktop: the page is not loaded again.
test('once the app runs, the menus change the page in place', async ({ page }) => {
  await page.goto('/home');
  await appReady(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Venue' }).click();
  await expect(page.getByRole('heading', { name: 'Venue', level: 1 })).toBeVisible();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Program' }).click();
  await nav.getByRole('link', { name: 'Program at a glance' }).click();
  await expect(page).toHaveURL(/\/programs\/program_glance$/);
  // The drop-down has closed: its link is out of the accessibility tree, still in the page.
  await expect(nav.locator('a[href="/programs/program_glance"]')).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
