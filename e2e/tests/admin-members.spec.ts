import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';
import { downloadWithReason } from '../support/downloadReason';

test('an organiser filters members, blocks one, and exports the list to Excel', async ({ page }) => {
  const organiser = await createUser({ role: 'Authenticated' });
  const target = await createUser({ givenName: 'Blockme' });
  await useToken(page, organiser.token);
  await page.goto('/admin/main/member/allUsers');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('E-mail contains').fill(target.email);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(target.email) });
  // Blocking asks first, names the member, then says what it did.
  await row.getByRole('button', { name: /^Block/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Block this member?' });
  await expect(confirm).toContainText(target.email);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(confirm.getByRole('status')).toContainText('is blocked.');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(row.getByRole('button', { name: /^Unblock/ })).toBeVisible();
  await expect(row).toContainText('Blocked');

  await filters.getByLabel('E-mail contains').fill('');
  await filters.getByLabel('Blocked').selectOption('true');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(target.email) })).toBeVisible();

  const download = await downloadWithReason(page, page.getByRole('button', { name: 'Export to Excel' }));
  expect(download.suggestedFilename()).toBe('members.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Members')!;
  const emails: unknown[] = [];
  sheet.eachRow((r, n) => n > 1 && emails.push(r.getCell(2).value));
  expect(emails).toContain(target.email);
  expect(emails).not.toContain(organiser.email); // only the blocked ones were listed

  // The blocked member can no longer log in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await page.getByLabel('ID (e-mail) *').fill(target.email);
  await page.getByLabel('Password *').fill('E2ePassword2024');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('This account has been blocked.');
});

test('a member edits their information but not their ID', async ({ page }) => {
  const member = await createUser({ givenName: 'Editme' });
  await useToken(page, member.token);
  await page.goto('/mypage/my_information');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('ID (e-mail)')).toBeDisabled();
  await form.getByLabel('Title *').selectOption('PROF');
  await form.getByLabel('Degree *').selectOption('PHD');
  await form.getByLabel('Affiliation (English) *').fill('Seoul National University Hospital');
  await form.getByLabel('Affiliation (Korean) *').fill('서울대학교병원');
  await form.getByLabel('Department *').fill('Pathology');
  await form.getByLabel('Name (Korean) *').fill('Lee');
  await form.getByLabel('Mobile phone *').fill('010-2222-3333');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Use Korean (Hangul) letters and spaces only.')).toBeVisible();
  await form.getByLabel('Name (Korean) *').fill('이하나');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Your changes have been saved.');
});

test('organisers read sent mails (the outbox) in the mail log', async ({ page, request }) => {
  const organiser = await createUser({ role: 'Authenticated' });
  const member = await createUser();
  await request.post('/graphql', {
    data: {
      query:
        'mutation ($e: String!) { createSendEmail(input: { type: FIND_PASSWORD, usermail: $e }) { ok } }',
      variables: { e: member.email },
    },
  });
  await useToken(page, organiser.token);
  await page.goto('/admin/main/mail/mailLog');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('To contains').fill(member.email);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(member.email) });
  await expect(row).toContainText('Find password');
  const subject = row.getByRole('button', { name: /verification code/ });
  await subject.click();
  // The mail opens over the list, where it was asked for; Esc closes it and focus comes back.
  const preview = page.getByRole('dialog', { name: /verification code/ });
  await expect(preview.frameLocator('iframe').getByText('can be used once')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(subject).toBeFocused();
});

test("a member's details open as a dialog over the list: focus inside, Esc closes, focus back", async ({
  page,
}) => {
  const organiser = await createUser({ role: 'Authenticated' });
  const member = await createUser({ givenName: 'Detailme' });
  await useToken(page, organiser.token);
  await page.goto(`/admin/main/member/allUsers?email_contains=${encodeURIComponent(member.email)}`);
  const opener = page.getByRole('button', { name: `Open the profile of Detailme Lee <${member.email}>` });
  await opener.click();
  const detail = page.getByRole('dialog', { name: `Member ${member.id}: Detailme Lee <${member.email}>` });
  await expect(detail.getByLabel('Given name (English) *')).toHaveValue('Detailme');
  expect(await detail.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // Shift+Tab from the first control wraps to the last one, inside the dialog.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await detail.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(opener).toBeFocused();
});
