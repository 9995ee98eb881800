import { expect, test } from '@playwright/test';

test('on a phone the navigation folds into a menu button', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Program' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Venue' }).click();
  await expect(page).toHaveURL(/\/informations\/venue$/);
  await expect(page.getByRole('heading', { name: 'Venue', level: 1 })).toBeVisible();
});
