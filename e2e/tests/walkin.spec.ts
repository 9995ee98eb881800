import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';
import { pdfText } from '../support/pdf';
import { withDb } from '../support/db';

// Issue 26 §2, walk-ins at the desk: an organiser registers a person who arrives without an
// account, paying cash; the badge PDF downloads at once and reads back with their name; then the
// person is checked in by a search on the check-in page. The front-desk accounts page: an
// organiser creates a desk login and disables it. Screenshots at 1440 and 390 px, both languages.

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.WALKIN_SHOTS ?? path.join(__dirname, '../test-results/walkin-shots');
mkdirSync(SHOTS, { recursive: true });

/** Letters only: the name rules allow no digits in a name. */
const letters = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

async function shots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a walk-in paying cash: registered, badge PDF downloaded and read, then checked in by search', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const given = `Walk${letters(6)}`;
  const email = `walkin-${letters(10)}@example.org`;
  const organiser = await createUser({ role: 'Authenticated' });
  await useToken(page, organiser.token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/main/onsite/walkIn');
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in registration' })).toBeVisible();
  // The menu is Korean in both languages: the on-site section's entries too.
  const menu = page.getByRole('navigation', { name: 'Back office menu' });
  await expect(menu.getByRole('link', { name: '현장 접수' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '출입 체크' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '일정 및 환율 설정' })).toBeVisible();
  await expect(menu).not.toContainText('Check-in');
  await expect(menu).not.toContainText('Dates and rate');

  // Nobody by that address: a new account.
  await page.getByRole('search').getByRole('searchbox').fill(email);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No member found.')).toBeVisible();
  await page.getByRole('button', { name: 'New member account' }).click();
  const form = page.locator('#walkin-form');
  // Submitting empty shows the form's messages and writes nothing.
  await form.getByRole('button', { name: 'Register and print the badge' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await form.getByLabel('ID (e-mail)').fill(email);
  await form.getByLabel('Country').selectOption('NL');
  await form.getByLabel('Given name (English)').fill(given);
  await form.getByLabel('Family name (English)').fill('de Vries');
  await form.getByLabel('Affiliation (English)').fill('Erasmus MC');
  await form.getByLabel('Medical licence number').fill('123456');
  await form.getByLabel('Registration category').selectOption('ON_TIER1');
  await form.getByLabel('Occupation').selectOption('PROFESSOR');
  await expect(page.getByTestId('walkin-fee')).toHaveText('200 USD');
  // The desk sees what to take in KRW before taking it: the amount the receipt then says.
  await expect(page.getByTestId('walkin-charge')).toContainText(
    /Take [\d,]+ KRW: charged in KRW at 1 USD = [\d,]+ KRW/,
  );
  const charge = (await page.getByTestId('walkin-charge').textContent())!.match(/Take ([\d,]+) KRW/)![1];
  await form.getByLabel('Payment at the desk').selectOption('CASH');
  await form.getByLabel('Memo').fill('Cash, desk 1');
  await shots(page, 'walkin-form-en');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Register and print the badge' }).click(),
  ]);
  const result = page.getByTestId('walkin-result');
  await expect(result).toContainText('Registered: registration no.');
  await expect(result).toContainText(new RegExp(`Receipt KSP2024-R-\\d{5}: ${charge} KRW taken\\.`));
  await expect(result).toContainText('A new account was made');
  const text = await pdfText(readFileSync((await download.path()) as string));
  expect(download.suggestedFilename()).toMatch(/^badge-\d+\.pdf$/);
  expect(text).toContain(`${given} DE VRIES`);
  expect(text).toContain('Erasmus MC');
  expect(text).toContain('Overseas participants');
  expect(text).not.toMatch(/TIER/);
  await shots(page, 'walkin-done-en');

  const written = await withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT r.id, r.price_status, p.cash_code, p.total, rc.number
         FROM users u JOIN registration_lists r ON r.user_id = u.id
         JOIN pays p ON p.registration_list_id = r.id JOIN receipts rc ON rc.pay_id = p.id
        WHERE u.email = $1`,
      [email],
    );
    return rows as { id: number; price_status: string; cash_code: string; total: number }[];
  });
  expect(written).toHaveLength(1);
  expect(written[0]).toMatchObject({ price_status: 'PAID', cash_code: 'CASH' });
  expect(Number(written[0]!.total)).toBeGreaterThan(0);
  const registrationId = written[0]!.id;

  // The person goes to the check-in desk: found by name, entry recorded.
  await page.goto('/admin/main/checkin');
  await page.getByRole('search').getByRole('textbox').fill(given);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('listitem').filter({ hasText: `${given} DE VRIES` });
  await row.getByRole('button', { name: 'Record entry' }).click();
  const checkIn = page.getByTestId('checkin-result');
  await expect(checkIn).toHaveAttribute('data-outcome', 'RECORDED');
  await expect(page.getByTestId('checkin-name')).toHaveText(`${given} DE VRIES`);
  const scans = await withDb(async (db) => {
    const { rows } = await db.query('SELECT kind, method FROM attendance_scans WHERE registration_id = $1', [
      registrationId,
    ]);
    return rows;
  });
  expect(scans).toEqual([{ kind: 'ENTRY', method: 'SEARCH' }]);

  // The walk-in page in Korean.
  await page.goto('/admin/main/onsite/walkIn');
  await page.getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '현장 접수' })).toBeVisible();
  await page.getByRole('button', { name: '새 회원 계정' }).click();
  await page.locator('#walkin-form').getByLabel('국가').selectOption('KR');
  await page.locator('#walkin-form').getByLabel('등록 구분').selectOption('KN_TIER1');
  await expect(page.getByTestId('walkin-fee')).toHaveText('250,000 KRW');
  await shots(page, 'walkin-form-ko');
});

test('front-desk accounts: an organiser creates one, it checks in only, then it is disabled', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `desk-${letters(10)}@example.org`;
  const organiser = await createUser({ role: 'Authenticated' });
  await useToken(page, organiser.token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/main/onsite/deskAccounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Front-desk accounts' })).toBeVisible();
  await page.getByLabel('Login e-mail').fill(email);
  await page.getByLabel('Name (as the desk is called)').fill('Desk 1');
  await page.getByLabel('First password').fill('short');
  await page.getByRole('button', { name: 'Create a front-desk account' }).click();
  await expect(page.getByText('Use 8 to 64 characters.')).toBeVisible();
  await page.getByLabel('First password').fill('Busan2024desk');
  await page.getByRole('button', { name: 'Create a front-desk account' }).click();
  await expect(page.getByText(`The account ${email} was created.`)).toBeVisible();
  const row = page.getByTestId('desk-accounts').getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Active');
  await shots(page, 'desk-accounts-en');

  // The desk logs in at the back-office login and lands on check-in.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/admin/login');
  await desk.getByLabel('ID (e-mail)').fill(email);
  await desk.getByLabel('Password').fill('Busan2024desk');
  await desk.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin\/main\/checkin$/);
  await desk.goto('/admin/main/onsite/walkIn');
  await expect(desk).not.toHaveURL(/onsite\/walkIn/);

  await row.getByRole('button', { name: `Disable: ${email}` }).click();
  await expect(row).toContainText('Disabled');
  await page.getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '데스크 계정 관리' })).toBeVisible();
  await expect(row).toContainText('사용 중지');
  await shots(page, 'desk-accounts-ko');
});
