import { expect, test } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';

// Issue 10: a Korean member (tier 1 specialist, dinner, one accompanying person) registers and
// pays 250,000 KRW through the local KG Mobilians emulator and sees it paid; an organiser finds
// the registration, refunds it through the gateway, and sees it refunded.
test('a member registers and pays through the emulator; an organiser refunds it', async ({
  page,
  browser,
}) => {
  const member = await createUser({ givenName: 'Minji' });
  await useToken(page, member.token);
  await page.goto('/mypage/my_registration');
  const form = page.getByRole('form', { name: 'Registration form' });
  await form.getByLabel('Registration type').selectOption('KM_TIER1');
  await form.getByLabel('Category').selectOption('PROFESSOR');
  await form.getByLabel('I will attend the dinner').check();
  await form.getByLabel('Accompanying persons').fill('1');
  await expect(page.getByTestId('live-fee')).toContainText('250,000 KRW');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Unpaid');

  await page.getByRole('button', { name: 'Pay now' }).click();
  // /payment/:payId opens the gateway's window in the same window (call type S).
  await expect(page.getByRole('heading', { name: 'KG Mobilians payment (local emulator)' })).toBeVisible();
  await expect(page.locator('#amount')).toHaveText('250,000 KRW');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/success\?payId=\d+$/);
  await expect(page.getByRole('status')).toHaveText('Your payment is complete. Thank you.');
  await page.getByRole('button', { name: 'Back to my registration' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Paid');
  await expect(page.getByTestId('pay-status')).toHaveText('Paid');
  await expect(page.getByRole('region', { name: 'Receipt' })).toContainText('250,000 KRW');

  // The organiser in a browser of their own.
  const organiser = await createUser({ role: 'Authenticated' });
  const back = await (await browser.newContext()).newPage();
  await useToken(back, organiser.token);
  await back.goto('/admin/main/regist/committeUserData');
  const filters = back.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('E-mail contains').fill(member.email);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = back.getByRole('row', { name: new RegExp(member.email) });
  await expect(row).toContainText('결제 완료');
  await row.getByRole('button', { name: 'Refund' }).click();
  const confirm = back.getByRole('alertdialog', { name: 'Refund this payment?' });
  await expect(confirm).toContainText('250,000 KRW');
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(confirm.getByRole('status')).toContainText('refunded');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('환불 완료');
});
