// Abstracts end to end (issue 9 "Done when"): a member submits an abstract with two authors and an
// image (live word count), finds it under My abstracts, modifies it (authors and image kept) and
// withdraws another; an organiser filters abstract/abstractData, accepts in bulk (the withdrawn one
// is named as not changed; the presenter is mailed) and exports the filtered list to Excel, whose
// rows are read back; the presenter uploads the accepted abstract's presentation; the organiser
// sees everything in the abstract's detail and restores the withdrawn one there.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createUser } from '../support/factories';
import { seriousViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { useToken as startSessionWith } from '../support/session';
import { downloadWithReason } from '../support/downloadReason';

// A long journey on a shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** A 2×2 PNG (the API measures it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);
/** A small PDF (the API detects the type from the "%PDF" header). */
const slides = () => Buffer.from(`%PDF-1.4\n${'0'.repeat(2_000)}\n%%EOF\n`);

/** A second abstract, submitted through the API as the member (the form is shown once above). */
async function submitThroughApi(page: Page, token: string, title: string) {
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation ($i: AbstractInput!) { createAbstract(input: $i) { id } }',
      variables: {
        i: {
          title,
          preference: 'POSTER',
          category: 'CASE_REPORT',
          topic: 'GENERAL',
          objectives: 'o',
          methods: 'm',
          results: 'r',
          conclusions: 'c',
          keywords: 'k',
          author: [
            {
              givenName: 'Hana',
              familyName: 'Lee',
              email: 'hana@example.org',
              affiliations: [1],
              presenting: true,
              corresponding: true,
            },
          ],
          including: ['Somewhere'],
          terms: true,
        },
      },
    },
  });
  expect(res.ok()).toBe(true);
}

test('submit with two authors and an image, modify, withdraw another; accept, export, upload the presentation', async ({
  page: memberPage,
  browser,
}) => {
  const page = memberPage;
  const tag = `Frozen ${randomUUID().slice(0, 8)}`;
  const title = `${tag} section accuracy`;
  const revised = `${tag} section accuracy, revised`;
  const other = `${tag} second thoughts`;
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
  await page.getByRole('button', { name: 'Add an affiliation' }).click();
  await page.getByLabel('Affiliation 2').fill('Pusan National University Hospital');
  const first = page.getByRole('group', { name: 'Author 1' });
  await first.getByLabel(/^Given name/).fill('Hana');
  await first.getByLabel(/^Family name/).fill('Lee');
  await first.getByLabel(/^E-mail/).fill(member.email);
  await page.getByRole('button', { name: 'Add an author' }).click();
  const second = page.getByRole('group', { name: 'Author 2' });
  await second.getByLabel(/^Given name/).fill('Jun');
  await second.getByLabel(/^Family name/).fill('Park');
  await second.getByLabel(/^E-mail/).fill('jun.park@example.org');
  await second.getByLabel('2. Pusan National University Hospital').check();
  await page
    .getByLabel('Add an image')
    .setInputFiles({ name: 'figure-1.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'figure-1.png' })).toBeVisible();
  await page.getByLabel(/submission terms/).check();
  await page.getByRole('button', { name: 'Submit the abstract' }).click();

  await expect(page).toHaveURL(/\/mypage\/my_abstract$/);
  await expect(page.getByRole('alertdialog')).toContainText('Your abstract is submitted.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listitem', { name: title }).getByTestId('abstract-status')).toHaveText(
    'Submitted',
  );

  // Another abstract, withdrawn after a confirmation.
  await submitThroughApi(page, member.token, other);
  await page.reload();
  const otherCard = page.getByRole('listitem', { name: other });
  await otherCard.getByRole('button', { name: `Withdraw ${other}` }).click();
  await expect(otherCard.getByText(/^Withdraw “/)).toBeFocused();
  await otherCard.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(otherCard.getByTestId('abstract-status')).toHaveText('Withdrawn');
  await expect(page.getByRole('status').filter({ hasText: 'is withdrawn' })).toBeVisible();
  await expect(otherCard.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  // The first one is modified: its second author and its image come back with it and stay.
  await page
    .getByRole('listitem', { name: title })
    .getByRole('link', { name: `Modify ${title}` })
    .click();
  await expect(page.getByRole('group', { name: 'Author 2' }).getByLabel(/^Family name/)).toHaveValue('Park');
  await expect(page.getByRole('img', { name: 'figure-1.png' })).toBeVisible();
  await page.getByLabel(/^Title/).fill(revised);
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page).toHaveURL(/\/mypage\/my_abstract$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listitem', { name: revised })).toBeVisible();

  // The organiser, in a browser of their own, filters by the run's tag and accepts both in bulk.
  const organiser = await createUser({ role: 'Authenticated' });
  const origin = new URL(memberPage.url()).origin;
  const admin = await (await browser.newContext({ baseURL: origin, acceptDownloads: true })).newPage();
  await startSessionWith(admin, organiser.token);
  await admin.goto('/admin/main/abstract/abstractData');
  const filters = admin.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Title contains').fill(tag);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByText('2 abstracts', { exact: true })).toBeVisible();
  const acceptedRow = admin.getByRole('row', { name: new RegExp(revised) });
  const withdrawnRow = admin.getByRole('row', { name: new RegExp(other) });
  await expect(withdrawnRow).toContainText('Withdrawn');
  await acceptedRow.getByRole('checkbox').check();
  await withdrawnRow.getByRole('checkbox').check();
  await admin.getByRole('button', { name: /^Change status/ }).click();
  const bulk = admin.getByRole('alertdialog', { name: /Change the status of 2 abstracts/ });
  await bulk.getByLabel('New status', { exact: true }).selectOption('ACCEPTED');
  await bulk.getByLabel('Mail each presenter about the new status').check();
  await bulk.getByRole('button', { name: 'Change 2 abstracts' }).click();
  // A partial outcome is an alert: what changed, and what did not and why.
  const outcome = bulk.getByRole('alert');
  await expect(outcome).toContainText('1 abstract is now Accepted.');
  await expect(outcome).toContainText(
    `${other} (${member.email}): not changed, Withdrawn cannot become Accepted`,
  );
  await bulk.getByRole('button', { name: 'OK' }).click();
  await expect(acceptedRow).toContainText('Accepted');
  await expect(withdrawnRow).toContainText('Withdrawn');
  // The presenting author (the member) is told.
  const mail = (await waitForMail(member.email, /Accepted/)).replace(/=\r?\n/g, '');
  expect(mail).toContain('is now <strong>Accepted</strong>');

  // The filtered list to Excel, read back.
  const download = await downloadWithReason(admin, admin.getByRole('button', { name: 'Export to Excel' }));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  sheet.eachRow((r, n) => n > 1 && rows.push((r.values as unknown[]).slice(1)));
  expect(rows).toHaveLength(2);
  const cell = (row: unknown[] | undefined, name: string) => row?.[header.indexOf(name)];
  const exported = rows.find((r) => cell(r, 'Title') === revised);
  expect(cell(exported, 'Status')).toBe('Accepted');
  expect(cell(exported, 'Authors (* presenting, † corresponding)')).toBe(
    '1. Hana LEE [1] * †; 2. Jun PARK [1,2]',
  );
  expect(cell(exported, 'Affiliations')).toBe(
    '1. Seoul National University Hospital; 2. Pusan National University Hospital',
  );
  expect(cell(exported, 'Submitter e-mail')).toBe(member.email);
  expect(
    cell(
      rows.find((r) => cell(r, 'Title') === other),
      'Status',
    ),
  ).toBe('Withdrawn');

  // The presenter uploads the accepted abstract's presentation (My abstracts links to it).
  await page.reload();
  const acceptedCard = page.getByRole('listitem', { name: revised });
  await expect(acceptedCard).toContainText('Accepted: please upload its presentation.');
  await acceptedCard.getByRole('link', { name: 'Upload the presentation' }).click();
  await expect(page).toHaveURL(/\/abstracts\/presentation_upload$/);
  const presenters = page.getByRole('region', { name: 'Presenters of accepted abstracts' });
  const slot = presenters.getByRole('region', { name: revised });
  await expect(slot).toContainText('Not uploaded yet.');
  await expect(presenters.getByRole('region', { name: other })).toHaveCount(0);
  await slot
    .getByLabel('Choose a file to upload')
    .setInputFiles({ name: 'frozen-talk.pdf', mimeType: 'application/pdf', buffer: slides() });
  await expect(slot.getByRole('link', { name: 'frozen-talk.pdf' })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Presenters of accepted abstracts' })
      .getByRole('region', { name: revised })
      .getByRole('link'),
  ).toHaveText('frozen-talk.pdf');
  expect(await seriousViolations(page), 'presentation upload').toEqual([]);
  // Not an invited speaker: the speaker part has no upload field.
  await expect(page.getByRole('region', { name: 'Invited speakers' })).toContainText(
    'for invited speakers only',
  );
  await expect(
    page.getByRole('region', { name: 'Invited speakers' }).getByLabel('Choose a file to upload'),
  ).toHaveCount(0);

  // The organiser sees the presentation in the list and everything in the abstract's detail.
  await admin.reload();
  await expect(acceptedRow.getByRole('link', { name: 'frozen-talk.pdf' })).toBeVisible();
  await acceptedRow.getByRole('button', { name: new RegExp(`Open the abstract .*${revised}`) }).click();
  const detail = admin.getByRole('dialog', { name: new RegExp(revised) });
  await expect(detail.getByRole('region', { name: 'Methods' })).toContainText('Retrospective review');
  const authors = detail.getByRole('region', { name: 'Authors' }).getByRole('listitem');
  await expect(authors).toHaveCount(2);
  await expect(authors.nth(0)).toContainText(`Hana LEE 1 · ${member.email} · presenting, corresponding`);
  await expect(authors.nth(1)).toContainText('Jun PARK 1,2 · jun.park@example.org');
  await expect(detail.getByRole('region', { name: 'Affiliations' })).toContainText(
    'Pusan National University Hospital',
  );
  await expect(detail.getByRole('img', { name: 'figure-1.png' })).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Presentation' }).getByRole('link')).toHaveText(
    'frozen-talk.pdf',
  );
  await expect(detail.getByRole('region', { name: 'History' })).toContainText('Submitted → Accepted');
  expect(await seriousViolations(admin, { include: '[role="dialog"]' }), 'abstract detail').toEqual([]);
  await admin.keyboard.press('Escape');

  // One by one from the detail: the withdrawn abstract is restored, its presenter mailed.
  await withdrawnRow.getByRole('button', { name: new RegExp(`Open the abstract .*${other}`) }).click();
  const restore = admin.getByRole('dialog', { name: new RegExp(other) });
  await restore.getByLabel('New status', { exact: true }).selectOption('SUBMITTED');
  await restore.getByLabel('Mail the presenter about the new status').check();
  await restore.getByRole('button', { name: 'Change status' }).click();
  await expect(restore.getByRole('status')).toContainText(
    'The abstract is now Submitted; the presenter is mailed.',
  );
  await expect(restore.getByRole('region', { name: 'History' })).toContainText('Withdrawn → Submitted');
  await waitForMail('hana@example.org', /Submitted/);
  await admin.keyboard.press('Escape');
  await expect(withdrawnRow).toContainText('Submitted');
});
