import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';
import { pdfText } from '../support/pdf';

// Issue 27 §2: every way to pay. A Korean member registers and pays by card, real-time transfer,
// phone, and virtual account (the account shown and its later deposit, or its expiry); an overseas
// member is offered the card only. Each payment's receipt PDF is read. Screenshots of the payment
// choice and the virtual-account page in both languages at 390 and 1440 px.

const expect = baseExpect.configure({ timeout: 30_000 });

const shots = async (page: Page, name: string) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

// The language cookie decides at start (e2e/support/locale.ts), localStorage after: set both.
const setLocale = async (page: Page, locale: 'en' | 'ko') => {
  await page
    .context()
    .addCookies([{ name: 'congress2024_locale', value: locale, domain: '127.0.0.1', path: '/' }]);
  await page.evaluate((value) => localStorage.setItem('congress2024.locale', value), locale);
  await page.reload();
};

const inKorean = async (page: Page, name: string, check: () => Promise<void>) => {
  await shots(page, `${name}-en`);
  await setLocale(page, 'ko');
  await check();
  await shots(page, `${name}-ko`);
  await setLocale(page, 'en');
};

/** A Korean member's registration (tier 1 specialist), made in the form; the member is logged in. */
async function registerKorean(page: Page) {
  await page.goto('/mypage/my_registration');
  const form = page.getByRole('form', { name: 'Registration form' });
  await form.getByLabel('Registration type').selectOption('KM_TIER1');
  await form.getByLabel('Category').selectOption('PROFESSOR');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Unpaid');
}

/** The newest receipt's PDF, downloaded as the member would, as text. */
async function receiptText(page: Page): Promise<string> {
  const receipts = page.getByRole('region', { name: 'Receipts' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipts
      .getByRole('button', { name: /Download/ })
      .first()
      .click(),
  ]);
  return pdfText(await readFile((await download.path()) as string));
}

for (const [code, label] of [
  ['CN', 'Card'],
  ['RA', 'Account transfer'],
  ['MC', 'Mobile phone'],
] as const) {
  test(`a Korean member pays by ${label} and gets its receipt`, async ({ page }) => {
    test.setTimeout(120_000);
    await useToken(page, (await createUser({ givenName: 'Minji' })).token);
    await registerKorean(page);
    const methods = page.getByRole('group', { name: 'How would you like to pay?' });
    await expect(methods.getByRole('radio')).toHaveCount(4);
    await methods.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.locator('#amount')).toHaveText('180,000 KRW');
    await expect(page.locator('p').filter({ hasText: `· ${code}` })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('status')).toHaveText('Your payment is complete. Thank you.');
    await page.getByRole('button', { name: 'Back to my registration' }).click();
    await expect(page.getByTestId('registration-status')).toHaveText('Paid');
    const text = await receiptText(page);
    expect(text).toContain('180,000');
    expect(text).toContain(label);
  });
}

test('a Korean member pays by virtual account: the account, the mail, the later deposit, the receipt', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await useToken(page, (await createUser({ givenName: 'Minji' })).token);
  await registerKorean(page);
  await inKorean(page, 'payment-choice', async () => {
    await expect(page.getByRole('group', { name: '결제 수단을 선택해 주세요' })).toBeVisible();
  });
  await page.getByRole('radio', { name: /^Virtual account/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.locator('p').filter({ hasText: '· VA' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/success\?payId=\d+$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your virtual account is ready. Please deposit before the deadline.',
  );
  const account = page.getByTestId('virtual-account');
  await expect(account.getByTestId('va-bank')).toHaveText('Shinhan Bank');
  const accountNo = (await account.getByTestId('va-account-no').textContent()) as string;
  expect(accountNo).toMatch(/^\d{12}$/);
  await expect(account.getByTestId('va-deadline')).not.toBeEmpty();
  await inKorean(page, 'virtual-account', async () => {
    await expect(page.getByTestId('va-bank')).toHaveText('신한은행');
  });
  // My registration: still unpaid, the account shown, the methods offered again.
  await page.getByRole('button', { name: 'Back to my registration' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Unpaid');
  await expect(page.getByTestId('va-account-no')).toHaveText(accountNo);

  // The depositor pays (the emulator's console sends KG's deposit notification).
  await page.goto('/mock-kg/va');
  const row = page.getByRole('listitem').filter({ hasText: accountNo });
  await row.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.locator('#answer')).toHaveText('SUCCESS');
  await page.goto('/mypage/my_registration');
  await expect(page.getByTestId('registration-status')).toHaveText('Paid');
  await expect(page.getByTestId('virtual-account')).toHaveCount(0);
  const text = await receiptText(page);
  expect(text).toContain('180,000');
  expect(text).toContain('Virtual account');
});

/** Registers and pays by virtual account, then deposits through the emulator's console. */
async function payByVirtualAccount(page: Page) {
  await registerKorean(page);
  await page.getByRole('radio', { name: /^Virtual account/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/success\?payId=\d+$/);
  const accountNo = (await page.getByTestId('va-account-no').textContent()) as string;
  await page.goto('/mock-kg/va');
  await page
    .getByRole('listitem')
    .filter({ hasText: accountNo })
    .getByRole('button', { name: 'Deposit' })
    .click();
  await expect(page.locator('#answer')).toHaveText('SUCCESS');
  await page.goto('/mypage/my_registration');
  await expect(page.getByTestId('registration-status')).toHaveText('Paid');
}

// Issue 27 §2, §4: a virtual-account payment cannot go back to a card. The member names the bank
// account with the refund request; the organiser's refund dialog shows it (changeable) and refunds
// to it. Without an account given, the dialog asks for one before it can refund.
test('an organiser refunds a virtual-account payment to the bank account the member gave', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await createUser({ givenName: 'Minji' });
  await useToken(page, member.token);
  await payByVirtualAccount(page);
  const request = page.getByTestId('refund-request');
  await request.getByRole('button', { name: 'Ask for a refund' }).click();
  await request.getByLabel('Bank').selectOption('088');
  await request.getByLabel('Account number').fill('110-123-456789');
  await request.getByLabel('Account holder').fill('Kim Minji');
  await request.getByRole('button', { name: 'Ask for the refund' }).click();

  const organiser = await createUser({ role: 'Authenticated' });
  const back = await (await browser.newContext()).newPage();
  await useToken(back, organiser.token);
  await back.goto('/admin/main/regist/committeUserData');
  const filters = back.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('E-mail contains').fill(member.email);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = back.getByRole('row', { name: new RegExp(member.email) });
  await row.getByRole('button', { name: 'Refund' }).click();
  const confirm = back.getByRole('alertdialog', { name: 'Refund this payment?' });
  await expect(confirm).toContainText('cannot be cancelled back to a card');
  const account = confirm.getByRole('group', { name: /The member gave this account/ });
  await expect(account.getByLabel('Bank')).toHaveValue('088');
  await expect(account.getByLabel('Bank').locator('option:checked')).toHaveText('Shinhan Bank');
  // Stored as its digits (the dashes are the member's typing).
  await expect(account.getByLabel('Account number')).toHaveValue('110123456789');
  await expect(account.getByLabel('Account holder')).toHaveValue('Kim Minji');
  for (const width of [390, 1440]) {
    await back.setViewportSize({ width, height: 900 });
    await back.screenshot({ path: `test-results/shots/refund-account-dialog-en-${width}.png` });
  }
  // An emptied field blocks the refund until it is filled again.
  await account.getByLabel('Account holder').fill('');
  await expect(confirm.getByRole('button', { name: 'Refund' })).toBeDisabled();
  await account.getByLabel('Account holder').fill('Kim Min-ji');
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(confirm.getByRole('status')).toContainText('refunded');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('환불 완료');
});

test('without an account from the member, the refund dialog asks the organiser for one (Korean)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await createUser({ givenName: 'Jisoo' });
  await useToken(page, member.token);
  await payByVirtualAccount(page);
  const organiser = await createUser({ role: 'Authenticated' });
  const context = await browser.newContext();
  await context.addCookies([{ name: 'congress2024_locale', value: 'ko', domain: '127.0.0.1', path: '/' }]);
  await context.addInitScript(() => localStorage.setItem('congress2024.locale', 'ko'));
  const back = await context.newPage();
  await useToken(back, organiser.token);
  await back.goto(`/admin/main/regist/committeUserData?email_contains=${encodeURIComponent(member.email)}`);
  const row = back.getByRole('row', { name: new RegExp(member.email) });
  await row.getByRole('button', { name: '환불' }).click();
  const confirm = back.getByRole('alertdialog', { name: '이 결제를 환불할까요?' });
  await expect(confirm).toContainText('가상계좌 결제는 카드로 취소할 수 없습니다');
  const account = confirm.getByRole('group', { name: /아직 계좌를 입력하지 않았습니다/ });
  await expect(confirm.getByRole('button', { name: '환불' })).toBeDisabled();
  await account.getByLabel('은행').selectOption('004');
  await expect(account.getByLabel('은행').locator('option:checked')).toHaveText('KB국민은행');
  await account.getByLabel('계좌번호').fill('123456789012');
  await account.getByLabel('예금주').fill('이지수');
  for (const width of [390, 1440]) {
    await back.setViewportSize({ width, height: 900 });
    await back.screenshot({ path: `test-results/shots/refund-account-dialog-ko-${width}.png` });
  }
  await confirm.getByRole('button', { name: '환불' }).click();
  await expect(confirm.getByRole('status')).toContainText('환불 처리되었습니다');
});

test('a virtual account whose deadline passes expires; the member chooses again', async ({ page }) => {
  test.setTimeout(120_000);
  await useToken(page, (await createUser({ givenName: 'Minji' })).token);
  await registerKorean(page);
  await page.getByRole('radio', { name: /^Virtual account/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByLabel('Fault').selectOption('vaPastDeadline');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your virtual account expired without a deposit. Choose a way to pay again.',
  );
  await expect(page.getByTestId('virtual-account')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to my registration' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Unpaid');
  await expect(page.getByTestId('virtual-account')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'How would you like to pay?' })).toBeVisible();
});

test('an overseas member is offered the card only and pays by card', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await createUser({ givenName: 'Anne', country: 'US' });
  await useToken(page, member.token);
  await page.goto('/mypage/my_registration');
  const form = page.getByRole('form', { name: 'Registration form' });
  await form.getByLabel('Registration type').selectOption('ON_TIER1');
  await form.getByLabel('Category').selectOption('PROFESSOR');
  await form.getByRole('button', { name: 'Register' }).click();
  const methods = page.getByRole('group', { name: 'How would you like to pay?' });
  await expect(methods.getByRole('radio')).toHaveCount(1);
  await expect(methods.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await expect(methods).toContainText('Registrations from outside Korea are paid by card');
  await shots(page, 'payment-choice-usd-en');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.locator('#amount')).toHaveText('270,000 KRW');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.getByRole('button', { name: 'Back to my registration' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Paid');
  const text = await receiptText(page);
  expect(text).toContain('270,000');
  expect(text).toContain('200');
});
