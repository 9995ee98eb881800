import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createUser, type TestUser } from '../support/factories';
import { useLocale } from '../support/locale';
import { useToken } from '../support/session';
import { downloadWithReason } from '../support/downloadReason';

// Issue 10, back office: a member pays through the local KG emulator, an organiser refunds part
// of it; the organiser finds the payment in regist/payLog, the refund in regist/refundData, a
// declined attempt in regist/registerLog, and exports each list to Excel.

// The production server under a loaded machine: each full page load may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const INPUT = {
  category: 'KM_TIER1',
  occupation: 'PROFESSOR',
  attend: 'OFFLINE',
  dinnerAttendance: true,
  accompanyingPerson: 1,
  badgeGivenName: 'Minji',
  badgeFamilyName: 'Kim',
};

async function gql<T>(page: Page, token: string, query: string, variables: object = {}): Promise<T> {
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The member registers, asks to pay, and decides in the emulator's window (approve or decline). */
async function payThroughEmulator(page: Page, member: TestUser, decision: 'Approve payment' | 'Decline') {
  const { createRegistrationList } = await gql<{ createRegistrationList: { id: string } }>(
    page,
    member.token,
    'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
    { input: INPUT },
  );
  const { createPayment } = await gql<{ createPayment: { id: string; pay_url: string } }>(
    page,
    member.token,
    'mutation($id: ID!) { createPayment(input: { registrationId: $id, cash_code: CN }) { id pay_url } }',
    { id: createRegistrationList.id },
  );
  await page.goto(createPayment.pay_url);
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(decision === 'Approve payment' ? /\/success\?payId=/ : /\/failed/);
  return createPayment.id;
}

async function exported(page: Page) {
  const download = await downloadWithReason(
    page,
    page.getByRole('button', { name: /Export to Excel|엑셀 다운로드/ }),
  );
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const cells: string[] = [];
  workbook.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
  return cells;
}

const shots = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('an organiser sees a payment in payLog, its refund in refundData, a declined attempt in registerLog, and exports them', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const memberPage = await (await browser.newContext()).newPage();
  const payer = await createUser({ givenName: 'Payer' });
  const payId = await payThroughEmulator(memberPage, payer, 'Approve payment');
  const decliner = await createUser({ givenName: 'Decliner' });
  await payThroughEmulator(memberPage, decliner, 'Decline');

  const organiser = await createUser({ role: 'Authenticated' });
  const page = await (await browser.newContext()).newPage();
  await useToken(page, organiser.token);
  const cancel = await page.request.post('/cancel', {
    headers: { authorization: `Bearer ${organiser.token}` },
    data: { payId, amount: 20000, reason: 'Dinner cancelled' },
  });
  expect(cancel.status()).toBe(200);

  // payLog: the payment, still paid after a partial refund, with what was refunded.
  await page.goto(`/admin/main/regist/payLog?user_email=${encodeURIComponent(payer.email)}`);
  await expect(page.getByRole('heading', { name: '결제 로그' })).toBeVisible();
  await expect(page.getByText('1 payment', { exact: true })).toBeVisible();
  const payRow = page.getByRole('row', { name: new RegExp(payer.email) });
  await expect(payRow).toContainText('Paid');
  await expect(payRow).toContainText('250,000');
  await expect(payRow).toContainText('20,000');
  await shots(page, 'payLog-en');
  const payCells = await exported(page);
  expect(payCells).toContain(payer.email);
  expect(payCells).toContain('Card');

  // refundData: amount, who, when, why.
  await page.goto(`/admin/main/regist/refundData?user_email=${encodeURIComponent(payer.email)}`);
  const refundRow = page.getByRole('row', { name: new RegExp(payer.email) });
  await expect(refundRow).toContainText('20,000');
  await expect(refundRow).toContainText('Dinner cancelled');
  await expect(refundRow).toContainText(organiser.email);
  await shots(page, 'refundData-en');
  const refundCells = await exported(page);
  expect(refundCells).toContain('Dinner cancelled');

  // registerLog: the declined attempt.
  await page.goto(`/admin/main/regist/registerLog?user_email=${encodeURIComponent(decliner.email)}`);
  const failureRow = page.getByRole('row', { name: new RegExp(decliner.email) });
  await expect(failureRow).toContainText('Payment declined');
  await shots(page, 'registerLog-en');
  expect(await exported(page)).toContain(decliner.email);

  // In Korean: the same lists, the labels and the spreadsheet in Korean.
  await useLocale(page, 'ko');
  await page.goto(`/admin/main/regist/payLog?user_email=${encodeURIComponent(payer.email)}`);
  await expect(page.getByText('결제 1건', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(payer.email) })).toContainText('결제 완료');
  await shots(page, 'payLog-ko');
  const koCells = await exported(page);
  expect(koCells).toContain('결제 상태');
  expect(koCells).toContain('신용카드');
  await page.goto(`/admin/main/regist/refundData?user_email=${encodeURIComponent(payer.email)}`);
  await expect(page.getByText('환불 1건', { exact: true })).toBeVisible();
  await shots(page, 'refundData-ko');
  await page.goto(`/admin/main/regist/registerLog?user_email=${encodeURIComponent(decliner.email)}`);
  await expect(page.getByRole('row', { name: new RegExp(decliner.email) })).toContainText('결제 실패');
  await shots(page, 'registerLog-ko');
});

test('the public registration path opens the member area’s registration form, leading to payment', async ({
  page,
}) => {
  const member = await createUser({ givenName: 'Public' });
  await useToken(page, member.token);
  await page.goto('/registrations/registration/en');
  await expect(page).toHaveURL(/\/mypage\/my_registration$/);
  const form = page.getByRole('form', { name: 'Registration form' });
  await form.getByLabel('Registration type').selectOption('KM_TIER1');
  await form.getByLabel('Category').selectOption('PROFESSOR');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
});
