import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createUser } from '../support/factories';
import { waitForMail } from '../support/mailbox';
import { useToken as startSessionWith } from '../support/session';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a company applies with its documents without an account, is mailed, and the organiser finds and exports it', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const company = `Busan Bio ${tag}`;
  const email = `sponsor-${tag}@example.org`;

  await page.goto('/sponsorships/sponsor_apply');
  await expect(page.getByRole('cell', { name: '70,000,000' })).toBeVisible();
  await page.getByRole('link', { name: 'Apply for sponsorship' }).click();
  await expect(page).toHaveURL(/\/sponsorships\/sponsorForm$/);

  // A wrong business number is refused in place, before anything is sent.
  await field(page, 'Company name (English) *').fill(company);
  await field(page, 'Company name (Korean)').fill('부산바이오');
  await field(page, 'Business registration number').fill('123-456-7890');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Enter 10 digits, or 000-00-00000.')).toBeVisible();
  await field(page, 'Business registration number').fill('123-45-67890');

  await field(page, 'Homepage').fill('https://busanbio.example');
  await field(page, 'Name *').fill('Kim Minji');
  await field(page, 'E-mail *').fill(email);
  await field(page, 'Mobile phone *').fill('010-1234-5678');
  await field(page, 'Grade *').selectOption('GOLD');
  await expect(page.getByText('Amount for this grade: KRW 30,000,000 (VAT excluded).')).toBeVisible();
  await field(page, 'Payment schedule *').selectOption('TWO_INSTALMENTS');
  await page.getByLabel('We need a Korean tax invoice').check();
  await field(page, 'Issue the tax invoice *').selectOption('ON_PAYMENT');
  await field(page, 'E-mail for the tax invoice *').fill(`tax-${tag}@example.org`);
  await field(page, 'Business registration certificate').setInputFiles({
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('Attached: registration.pdf')).toBeVisible();
  await field(page, 'Signed sponsorship agreement').setInputFiles({
    name: 'agreement.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('Attached: agreement.pdf')).toBeVisible();
  await page.getByLabel('I agree to the handling of these contact details.').check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you: your application has been received');
  await expect(page.getByRole('status')).toContainText('KRW 30,000,000');

  const mail = await waitForMail(email, /sponsorship application/);
  expect(mail.replace(/=\r?\n/g, '')).toContain('30,000,000');

  // The organiser sees it, with its documents, and exports it.
  const organiser = await createUser({ role: 'Authenticated' });
  await startSessionWith(page, organiser.token);
  await page.goto(`/admin/main/sponsor/sponsorData?company_contains=${tag}`);
  await expect(page.getByText('1 sponsor', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Open the application of ${company} (부산바이오)` }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('link', { name: 'registration.pdf' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'agreement.pdf' })).toBeVisible();
  await panel.getByLabel('Status').selectOption('CONFIRMED');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Saved.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('checkbox', { name: new RegExp(`Select .*${tag}`) }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export the selected row to Excel' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const cells: string[] = [];
  workbook.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
  expect(cells).toContain(company);
  expect(cells).toContain(email);

  // Confirmed: the public sponsor page shows the company (without the manager).
  await page.goto('/sponsorships/sponsor');
  await expect(page.getByRole('link', { name: company })).toBeVisible();
  await expect(page.getByText('Kim Minji')).toHaveCount(0);
});
