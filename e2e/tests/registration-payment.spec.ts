import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';

// Issue 10: a Korean member (tier 1 specialist, dinner, one accompanying person) registers and
// pays 250,000 KRW through the local KG Mobilians emulator and sees it paid; an organiser finds
// the registration, refunds it through the gateway, sees it refunded and finds the refund in
// regist/refundData. An overseas member sees the USD fee and the KRW amount charged, and pays.

// The production server under a loaded machine: each full page load may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const shots = async (page: Page, name: string) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};
test('a member registers and pays through the emulator; an organiser refunds it', async ({
  page,
  browser,
}) => {
  const member = await createUser({ givenName: 'Minji' });
  await useToken(page, member.token);
  await page.goto('/mypage/my_registration');
  const form = page.getByRole('form', { name: 'Registration form' });
  // Tiers by the names of the public fee table, never their codes (issue 27).
  await expect(form.getByRole('option', { name: 'Specialist (180,000 KRW)' }).first()).toBeAttached();
  await expect(form.getByLabel('Registration type')).not.toContainText('KM_TIER');
  await form.getByLabel('Registration type').selectOption('KM_TIER1');
  await form.getByLabel('Category').selectOption('PROFESSOR');
  await form.getByLabel('I will attend the dinner').check();
  await form.getByLabel('Accompanying persons').fill('1');
  await expect(page.getByTestId('live-fee')).toContainText('250,000 KRW');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Unpaid');
  await expect(page.getByTestId('registration-tier')).toHaveText('Members (Korea) · Specialist');

  await page.getByRole('button', { name: 'Pay now' }).click();
  // /payment/:payId opens the gateway's window in the same window (call type S).
  await expect(page.getByRole('heading', { name: 'KG Mobilians payment (local emulator)' })).toBeVisible();
  await expect(page.locator('#amount')).toHaveText('250,000 KRW');
  await expect(page.getByText('KSP 2024 등록: 전문의')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/success\?payId=\d+$/);
  await expect(page.getByRole('status')).toHaveText('Your payment is complete. Thank you.');
  await page.getByRole('button', { name: 'Back to my registration' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Paid');
  await expect(page.getByTestId('pay-status')).toHaveText('Paid');
  await expect(page.getByRole('region', { name: 'Receipt', exact: true })).toContainText('250,000 KRW');

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
  await expect(row).toContainText('Members (Korea) · Specialist');
  await row.getByRole('button', { name: 'Refund' }).click();
  const confirm = back.getByRole('alertdialog', { name: 'Refund this payment?' });
  await expect(confirm).toContainText('250,000 KRW');
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(confirm.getByRole('status')).toContainText('refunded');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('환불 완료');

  // The refund list: the whole 250,000 KRW, by this organiser.
  await back.goto(`/admin/main/regist/refundData?user_email=${encodeURIComponent(member.email)}`);
  await expect(back.getByText('1 refund', { exact: true })).toBeVisible();
  const refund = back.getByRole('row', { name: new RegExp(member.email) });
  await expect(refund).toContainText('250,000');
  await expect(refund).toContainText(organiser.email);
});

test('an overseas member sees the USD fee and the KRW charged, pays through the emulator and sees it paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await createUser({ givenName: 'Anne', country: 'US' });
  await useToken(page, member.token);
  await page.goto('/mypage/my_registration');
  const form = page.getByRole('form', { name: 'Registration form' });
  // The overseas fee table (USD): tier 1, no dinner, no companion.
  await form.getByLabel('Registration type').selectOption('ON_TIER1');
  await form.getByLabel('Category').selectOption('PROFESSOR');
  await expect(page.getByTestId('live-fee')).toContainText('200 USD');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Unpaid');
  // Before paying: the fee in USD and what the card is charged in KRW, at which rate.
  const notice = page.getByTestId('charge-notice');
  await expect(notice).toContainText('Your fee is 200 USD');
  await expect(notice).toContainText('270,000 KRW (1 USD = 1,350 KRW)');
  await shots(page, 'my_registration-usd-en');
  await page.evaluate(() => localStorage.setItem('congress2024.locale', 'ko'));
  await page.reload();
  await expect(page.getByTestId('charge-notice')).toContainText('270,000 KRW');
  await shots(page, 'my_registration-usd-ko');
  await page.evaluate(() => localStorage.setItem('congress2024.locale', 'en'));
  await page.reload();

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'KG Mobilians payment (local emulator)' })).toBeVisible();
  await expect(page.locator('#amount')).toHaveText('270,000 KRW');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/success\?payId=\d+$/);
  await expect(page.getByRole('status')).toHaveText('Your payment is complete. Thank you.');
  await expect(page.getByText(/^270,000 KRW · TID /)).toBeVisible();
  await page.getByRole('button', { name: 'Back to my registration' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Paid');
  await expect(page.getByTestId('pay-status')).toHaveText('Paid');
  await expect(page.getByTestId('charge-notice')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Receipt', exact: true })).toContainText(
    'Paid: 270,000 KRW (200 USD)',
  );
  await shots(page, 'my_registration-usd-paid-en');
});
