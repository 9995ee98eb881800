import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createUser, type TestUser } from '../support/factories';
import { useToken } from '../support/session';
import { withDb } from '../support/db';

// Issue 10, visa invitation letters: a registered member from abroad asks for the letter in My
// registration, an organiser approves it in regist/visaLetters (asked first, naming the member),
// and the member downloads the PDF letter. Issue 39 §2: the passport number is stored encrypted,
// the list shows it masked, and the request the organiser opens shows it whole.

/** A member from the Netherlands with a paid registration (the letter needs one). */
async function registeredOverseasMember(): Promise<TestUser> {
  const member = await createUser({ givenName: 'Anne' });
  await withDb(async (db) => {
    await db.query(`UPDATE users SET country = 'NL', "familyName" = 'de Vries' WHERE id = $1`, [member.id]);
    await db.query(
      `INSERT INTO registration_lists (user_id, category, price, currency, occupation, price_status)
       VALUES ($1, 'ON_TIER1', '200', 'USD', 'FELLOW', 'PAID')`,
      [member.id],
    );
  });
  return member;
}

test('a member asks for a visa letter, an organiser approves it, the member downloads the PDF', async ({
  page,
  browser,
}) => {
  const member = await registeredOverseasMember();
  await useToken(page, member.token);
  await page.goto('/mypage/my_registration');
  const section = page.getByRole('region', { name: 'Visa invitation letter' });
  await section.getByRole('button', { name: 'Request an invitation letter' }).click();
  const form = section.getByRole('form', { name: 'Visa invitation letter request' });
  await form.getByLabel('Given name (as in passport)').fill('Anne');
  await form.getByLabel(/Family name \(as in passport\)/).fill('de Vries');
  await form.getByLabel('Nationality').fill('Netherlands');
  await form.getByRole('textbox', { name: 'Passport number' }).fill('NX1234567');
  await form.getByLabel('Date of birth').fill('1980-04-02');
  await form.getByLabel('Passport issue date').fill('2020-01-15');
  // An expiry before the issue date is refused on the spot.
  await form.getByLabel('Passport expiry date').fill('2019-01-14');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByText('The date of expiry must be after the date of issue.')).toBeVisible();
  await form.getByLabel('Passport expiry date').fill('2034-01-14');
  // The passport number's own consent (issue 39 §1).
  await form.getByLabel('I agree to the processing of my passport number for the visa letter.').check();
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(section.getByTestId('visa-letter-status')).toHaveText('Requested');

  // The organiser in a browser of their own.
  const organiser = await createUser({ role: 'Authenticated' });
  const back = await (await browser.newContext()).newPage();
  await useToken(back, organiser.token);
  await back.goto('/admin/main/regist/visaLetters');
  const filters = back.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('E-mail contains').fill(member.email);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = back.getByRole('row', { name: new RegExp(member.email) });
  await expect(row).toContainText('신청');
  await expect(row).toContainText('Anne DE VRIES');
  // Masked in the list, encrypted in the database, whole in the request the organiser opens.
  await expect(row).toContainText('NX123****');
  await expect(row).not.toContainText('NX1234567');
  const stored = await withDb((db) =>
    db.query('SELECT v::text AS text FROM visa_letters v WHERE user_id = $1', [member.id]),
  );
  expect(stored.rows[0].text).toMatch(/,v\d+:/);
  expect(stored.rows[0].text).not.toContain('NX1234567');
  await row.getByRole('button', { name: /^Passport/ }).click();
  const passport = back.getByRole('dialog', { name: `Passport details: Anne DE VRIES <${member.email}>` });
  await expect(passport.getByTestId('passport-number')).toHaveText('NX1234567');
  await back.keyboard.press('Escape');
  await expect(passport).toBeHidden();
  await row.getByRole('button', { name: /^Approve/ }).click();
  const confirm = back.getByRole('alertdialog', { name: 'Approve this visa letter request?' });
  await expect(confirm).toContainText(`Anne DE VRIES <${member.email}>`);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm.getByRole('status')).toContainText(/Approved: letter KSP2024-VL-\d+/);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('승인');

  // The member sees it approved and downloads the letter.
  await page.reload();
  await expect(section.getByTestId('visa-letter-status')).toHaveText('Approved');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download the letter (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^KSP2024-VL-\d+\.pdf$/);
  const bytes = readFileSync((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);

  // Issued by mistake: the organiser withdraws it with a reason; the member reads it and has no PDF.
  await row.getByRole('button', { name: /^Withdraw/ }).click();
  const withdraw = back.getByRole('alertdialog', { name: 'Withdraw this issued letter?' });
  await expect(withdraw.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  await withdraw.getByLabel('Reason (sent to the member)').fill('Issued by mistake: please ask again.');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByRole('status')).toContainText(/Withdrew letter KSP2024-VL-\d+/);
  await withdraw.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('반려');
  await page.reload();
  await expect(section.getByTestId('visa-letter-status')).toHaveText('Rejected');
  await expect(section).toContainText('Issued by mistake: please ask again.');
  await expect(section.getByRole('button', { name: 'Download the letter (PDF)' })).toHaveCount(0);
});
