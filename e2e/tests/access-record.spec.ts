import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';
import { downloadWithReason } from '../support/downloadReason';

// Issue 39 §3: an organiser's look at a member and an export of a list, with the reason it asks
// first, both appear on the access record page.
test('an organiser opens a member and exports a list with a reason; both are in the access record', async ({
  page,
}) => {
  const tag = `Ar${randomUUID().slice(0, 6)}`;
  const organiser = await createUser({ role: 'Authenticated' });
  const member = await createUser({ givenName: tag });
  await useToken(page, organiser.token);

  await page.goto('/admin/main/member/allUsers');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('E-mail contains').fill(member.email);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Open the profile of ${tag} Lee <${member.email}>` }).click();
  const profile = page.getByRole('dialog', { name: new RegExp(`Member ${member.id}`) });
  await expect(profile.getByText(member.email).first()).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).first().click();

  // The export asks why before it starts; without a reason it cannot be sent.
  const reason = `Board report ${tag}`;
  const download = await downloadWithReason(
    page,
    page.getByRole('button', { name: 'Export to Excel' }),
    reason,
  );
  expect(download.suggestedFilename()).toBe('members.xlsx');

  await page.goto('/admin/main/privacy/accessRecord');
  const recordFilters = page.getByRole('search', { name: 'Filters' });
  await recordFilters.getByLabel('Who contains').fill(organiser.email);
  await recordFilters.getByRole('button', { name: 'Search' }).click();
  const exportRow = page.getByRole('row', { name: /export:members/ });
  await expect(exportRow).toContainText(reason);
  await expect(exportRow).toContainText('1');
  const readRow = page.getByRole('row', {
    name: new RegExp(`\\buser\\b.*${member.id}|${member.id}.*\\buser\\b`),
  });
  await expect(readRow).toContainText(organiser.email);
  await expect(readRow).toContainText(String(member.id));

  // The monthly check of this month (Korea time): the organiser is among those who read members,
  // and the check is recorded with its note.
  await page.goto('/admin/main/privacy/accessCheck');
  const month = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
  await page.getByLabel('Month', { exact: true }).fill(month);
  // In the table by organiser: the night-time table lists the same organiser's records when the
  // journey runs between 22:00 and 06:00 Korea time.
  const byOrganiser = page.getByRole('table', { name: /By organiser/ });
  await expect(byOrganiser.getByRole('row', { name: new RegExp(organiser.email) })).toBeVisible();
  await page.getByLabel('What you checked and found').fill(`Checked ${tag}: the board report export.`);
  await page.getByRole('button', { name: `Record the check of ${month}` }).click();
  await expect(page.getByRole('status')).toContainText(`The check of ${month} is recorded.`);
  await expect(page.getByTestId('access-checks')).toContainText(`Checked ${tag}`);
});
