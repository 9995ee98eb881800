import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { createUser } from '../support/factories';
import { useToken as startSessionWith } from '../support/session';

const PAGES = [
  '/admin/main/member/allUsers',
  '/admin/main/member/unregistered',
  '/admin/main/groups/group',
  '/admin/main/mail/mailLog',
  '/admin/main/credits/schemes',
  '/admin/main/credits/preview',
  '/admin/main/credits/objections',
  '/admin/main/no-such-page',
];

for (const locale of ['en', 'ko']) {
  test(`the back-office lists, its 404, a confirmation and the member detail pass axe-core (${locale})`, async ({
    page,
  }) => {
    // Eight pages, each scanned by axe: over a minute alone on a slower two-core machine, more
    // than two beside another journey.
    test.setTimeout(300_000);
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
