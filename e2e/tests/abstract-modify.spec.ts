// Modify abstract: the member opens their abstract from My abstracts, finds the submission form
// prefilled, saves a change and is back on My abstracts; a withdrawn abstract is refused with a reason.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken as startSessionWith } from '../support/session';

test('modify a submitted abstract, then be refused once it is withdrawn', async ({ page, browser }) => {
  const title = `Frozen section accuracy ${randomUUID().slice(0, 8)}`;
  const changed = `${title} (revised)`;
  const member = await createUser();
  await startSessionWith(page, member.token);
  await page.goto('/abstracts/abstract_submission');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Preference/).selectOption('ORAL');
  await page.getByLabel(/^Category/).selectOption('ORIGINAL');
  await page.getByLabel(/^Topic/).selectOption('GENERAL');
  await page.getByLabel(/^Objectives/).fill('To measure accuracy');
  await page.getByLabel(/^Methods/).fill('Retrospective review');
  await page.getByLabel(/^Results/).fill('Accuracy was high');
  await page.getByLabel(/^Conclusions/).fill('Frozen sections work');
  await page.getByLabel(/^Keywords/).fill('frozen section, accuracy');
  await page.getByLabel('Affiliation 1').fill('Seoul National University Hospital');
  const author = page.getByRole('group', { name: 'Author 1' });
  await author.getByLabel(/^Given name/).fill('Hana');
  await author.getByLabel(/^Family name/).fill('Lee');
  await author.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel(/submission terms/).check();
  await page.getByRole('button', { name: 'Submit the abstract' }).click();
  await expect(page).toHaveURL(/\/mypage\/my_abstract$/);
  await page.keyboard.press('Escape');

  await page
    .getByRole('listitem', { name: title })
    .getByRole('link', { name: `Modify ${title}` })
    .click();
  await expect(page).toHaveURL(/\/mypage\/abstract_modify\/\d+$/);
  const modifyUrl = page.url();
  // Prefilled with what was submitted.
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await expect(page.getByLabel(/^Preference/)).toHaveValue('ORAL');
  await expect(page.getByLabel(/^Methods/)).toHaveValue('Retrospective review');
  await expect(page.getByLabel('Affiliation 1')).toHaveValue('Seoul National University Hospital');
  await expect(page.getByRole('group', { name: 'Author 1' }).getByLabel(/^Family name/)).toHaveValue('Lee');
  await page.getByLabel(/^Title/).fill(changed);
  await page.getByLabel(/^Preference/).selectOption('POSTER');
  await page.getByRole('button', { name: 'Save the changes' }).click();

  await expect(page).toHaveURL(/\/mypage\/my_abstract$/);
  await expect(page.getByRole('alertdialog')).toContainText('Your changes are saved.');
  await page.keyboard.press('Escape');
  const card = page.getByRole('listitem', { name: changed });
  await expect(card).toContainText('Poster');

  await card.getByRole('button', { name: `Withdraw ${changed}` }).click();
  await card.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(card.getByTestId('abstract-status')).toHaveText('Withdrawn');
  await page.goto(modifyUrl);
  await expect(page.getByRole('alert')).toHaveText(
    'This abstract can no longer be modified: it has been withdrawn or already reviewed.',
  );
  await expect(page.getByLabel(/^Title/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to My abstracts' }).click();
  await expect(page).toHaveURL(/\/mypage\/my_abstract$/);

  // Someone else's abstract is not found among one's own (and its content is not shown).
  const other = await createUser();
  const otherPage = await (await browser.newContext()).newPage();
  await startSessionWith(otherPage, other.token);
  await otherPage.goto(modifyUrl);
  await expect(otherPage.getByRole('alert')).toHaveText('This abstract was not found among yours.');
  await expect(otherPage.getByLabel(/^Title/)).toHaveCount(0);
});
