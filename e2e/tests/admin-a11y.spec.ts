import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken as startSessionWith } from '../support/session';

const PAGES = [
  '/admin/main/member/allUsers',
  '/admin/main/member/unregistered',
  '/admin/main/groups/group',
  '/admin/main/mail/mailLog',
  '/admin/main/no-such-page',
];

/** Serious and critical findings of axe-core (WCAG 2.1 A and AA rules), as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const locale of ['en', 'ko']) {
  test(`the back-office lists, its 404, a confirmation and the member detail pass axe-core (${locale})`, async ({
    page,
  }) => {
    const organiser = await createUser({ role: 'Authenticated' });
    await createUser({ givenName: 'Axe' });
    await startSessionWith(page, organiser.token);
    await page.addInitScript((l) => localStorage.setItem('congress2024.locale', l as string), locale);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading|불러오는/ })).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/admin/main/member/allUsers?givenName=Axe');
    const row = page.getByRole('row').nth(1);
    await row.getByRole('button').nth(1).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page), 'confirmation').toEqual([]);
    await page.keyboard.press('Escape');
    await row.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'member detail').toEqual([]);
  });
}
