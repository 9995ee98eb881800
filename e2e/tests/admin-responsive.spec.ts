import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/factories';
import { noSidewaysScroll } from '../support/layout';
import { useToken } from '../support/session';

// The back office on a small phone (375 px, the narrowest common width).
test.use({ viewport: { width: 375, height: 740 } });

async function insideScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

test('the member list at 375 px: folded menu, cards with reachable actions, no sideways scroll', async ({
  page,
}) => {
  const organiser = await createUser({ role: 'Authenticated' });
  const prefix = `Pho${randomUUID().slice(0, 6)}`;
  const member = await createUser({ givenName: prefix });
  await useToken(page, organiser.token);
  await page.goto('/admin/main/member/allUsers');
  await expect(page.getByRole('heading', { name: '전체 회원', level: 1 })).toBeVisible();
  await noSidewaysScroll(page);

  // The menu is folded behind its button; Esc folds it again and the focus returns to the button.
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Back office menu' });
  await expect(menu).toBeHidden();
  await insideScreen(page, menuButton);
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: '그룹 관리' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Filters fold too; the search finds the member, shown as a card with its actions on screen.
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Filters' }).click();
  await filters.getByLabel('Given name').fill(prefix);
  await filters.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('row', { name: new RegExp(member.email) });
  await expect(card).toBeVisible();
  await noSidewaysScroll(page);
  // The card layout keeps the table's meaning for assistive technology.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  const block = card.getByRole('button', { name: /^Block/ });
  const remove = card.getByRole('button', { name: /^Delete/ });
  await insideScreen(page, block);
  await insideScreen(page, remove);
  await insideScreen(page, card.getByRole('checkbox').locator('xpath=..'));

  // The confirmation fits the screen and is usable.
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this member?' });
  await insideScreen(page, dialog.getByRole('button', { name: 'Cancel' }));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();

  // Sorting without the (hidden) table headers.
  await page.getByLabel('Sort').selectOption({ label: 'Given name, descending' });
  await expect(page).toHaveURL(/sort=givenName&dir=desc/);
});

test('every back-office list and its 404 fit a 375 px screen, and the menu leads between them', async ({
  page,
}) => {
  const organiser = await createUser({ role: 'Authenticated' });
  await useToken(page, organiser.token);
  for (const [path, title] of [
    ['/admin/main/member/unregistered', '휴면 계정'],
    ['/admin/main/groups/group', '그룹 관리'],
    ['/admin/main/mail/mailLog', '발송 내역'],
    ['/admin/main/no-such-page', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await noSidewaysScroll(page);
  }
  // The menu leads from one list to another.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: '전체 회원' })
    .click();
  await expect(page).toHaveURL(/member\/allUsers$/);
  await expect(page.getByRole('navigation', { name: 'Back office menu' })).toBeHidden();
});
