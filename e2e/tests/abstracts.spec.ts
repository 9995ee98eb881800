// Abstracts end to end: a member submits one (live word count), finds it under My abstracts,
// withdraws it after a confirmation; an organiser finds it in abstract/abstractData, where a bulk
// status change names what it cannot change (withdrawn → accepted) and changes what it can.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken as startSessionWith } from '../support/session';

test('submit, see, withdraw, and the organiser restores it through a bulk status change', async ({
  page: memberPage,
  browser,
}) => {
  let page = memberPage;
  const title = `Frozen section accuracy ${randomUUID().slice(0, 8)}`;
  const member = await createUser();
  await startSessionWith(page, member.token);
  await page.goto('/abstracts/abstract_submission');

  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Preference/).selectOption('ORAL');
  await page.getByLabel(/^Category/).selectOption('ORIGINAL');
  await page.getByLabel(/^Topic/).selectOption('GENERAL');
  const count = page.getByTestId('word-count');
  await expect(count).toHaveText('0 words of 300');
  await page.getByLabel(/^Objectives/).fill('To measure accuracy');
  await expect(count).toHaveText('3 words of 300');
  await page.getByLabel(/^Methods/).fill('Retrospective review');
  await page.getByLabel(/^Results/).fill('Accuracy was high');
  await page.getByLabel(/^Conclusions/).fill('Frozen sections work');
  await expect(count).toHaveText('11 words of 300');
  await page.getByLabel(/^Keywords/).fill('frozen section, accuracy');
  await page.getByLabel('Affiliation 1').fill('Seoul National University Hospital');
  const author = page.getByRole('group', { name: 'Author 1' });
  await author.getByLabel(/^Given name/).fill('Hana');
  await author.getByLabel(/^Family name/).fill('Lee');
  await author.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel(/submission terms/).check();
  await page.getByRole('button', { name: 'Submit the abstract' }).click();

  await expect(page).toHaveURL(/\/mypage\/my_abstract$/);
  const card = page.getByRole('listitem', { name: title });
  await expect(card.getByTestId('abstract-status')).toHaveText('Submitted');
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('Your abstract is submitted.');
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await card.getByRole('button', { name: `Withdraw ${title}` }).click();
  await expect(card.getByText(/^Withdraw “/)).toBeFocused();
  await card.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(card.getByTestId('abstract-status')).toHaveText('Withdrawn');
  await expect(page.getByRole('status').filter({ hasText: 'is withdrawn' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  // The organiser in a browser of their own (the member's session stays in the first one).
  const organiser = await createUser({ role: 'Authenticated' });
  const origin = new URL(memberPage.url()).origin;
  page = await (await browser.newContext({ baseURL: origin })).newPage();
  await startSessionWith(page, organiser.token);
  await page.goto(`/admin/main/abstract/abstractData?title=${encodeURIComponent(title)}`);
  await expect(page.getByText('1 abstract', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(member.email) });
  await expect(row).toContainText('Withdrawn');

  // The kit clears the selection after each action: select the row each time.
  const changeTo = async (status: string) => {
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Change status/ }).click();
    const dialog = page.getByRole('alertdialog', { name: /Change the status of 1 abstract/ });
    await expect(dialog).toContainText(title);
    await dialog.getByLabel('New status', { exact: true }).selectOption(status);
    await dialog.getByRole('button', { name: 'Change 1 abstract' }).click();
    return dialog;
  };
  const refused = await changeTo('ACCEPTED');
  await expect(refused.getByRole('alert')).toContainText('Withdrawn cannot become Accepted');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Withdrawn');

  const restored = await changeTo('SUBMITTED');
  await expect(restored.getByRole('status')).toContainText('1 abstract is now Submitted.');
  await restored.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: new RegExp(member.email) })).toContainText('Submitted');
});
