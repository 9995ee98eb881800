import { expect, test } from '@playwright/test';

test('on a phone the navigation folds into a menu button', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Program' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  // The menu's link: /home itself also links to the venue once its content has loaded.
  await page.locator('#mobile-menu').getByRole('link', { name: 'Venue' }).click();
  await expect(page).toHaveURL(/\/informations\/venue$/);
  await expect(page.getByRole('heading', { name: 'Venue', level: 1 })).toBeVisible();
});
