import { expect, test } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';

const SIZES = [
  ['desktop', 1440, 900],
  ['phone', 375, 740],
] as const;
for (const locale of ['en', 'ko']) {
  for (const [name, width, height] of SIZES) {
    test(`shots ${locale} ${name}`, async ({ page, request }) => {
      await page.setViewportSize({ width, height });
      const organiser = await createUser({ role: 'Authenticated' });
      for (let i = 0; i < 3; i += 1) {
        const u = await createUser({ givenName: `Shot${i}` });
        await request.post('/graphql', {
          data: {
            query: 'mutation ($e: String!) { createSendEmail(input: { type: FIND_PASSWORD, usermail: $e }) { ok } }',
            variables: { e: u.email },
          },
        });
      }
      await useToken(page, organiser.token);
      await page.addInitScript((l) => localStorage.setItem('congress2024.locale', l as string), locale);
      for (const [slug, path] of [
        ['members', '/admin/main/member/allUsers'],
        ['dormant', '/admin/main/member/unregistered'],
        ['groups', '/admin/main/groups/group'],
        ['mail', '/admin/main/mail/mailLog'],
      ]) {
        await page.goto(path);
        await page.waitForTimeout(1200);
        await page.screenshot({ path: `/tmp/shots/${locale}-${name}-${slug}.png`, fullPage: name === 'desktop' });
      }
      await page.goto('/admin/main/member/allUsers');
      await page.waitForTimeout(800);
      await page.getByRole('checkbox').nth(2).check();
      await page.getByRole('checkbox').nth(3).check();
      await page.screenshot({ path: `/tmp/shots/${locale}-${name}-selected.png` });
      await page.getByRole('button', { name: /Send mail|메일 발송/ }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/${locale}-${name}-mail-dialog.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('group', { name: /selected|선택/ }).getByRole('button').first().click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/${locale}-${name}-delete-dialog.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('row').nth(2).getByRole('button').first().click();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/shots/${locale}-${name}-detail.png` });
      await page.keyboard.press('Escape');
      await page.goto('/admin/main/mail/mailLog');
      await page.getByRole('row').nth(1).getByRole('button').first().click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/${locale}-${name}-mail-preview.png` });
      await page.keyboard.press('Escape');
      if (name === 'phone') {
        await page.getByRole('button', { name: /Menu|메뉴/ }).click();
        await page.screenshot({ path: `/tmp/shots/${locale}-${name}-menu.png` });
      }
      expect(true).toBe(true);
    });
  }
}
