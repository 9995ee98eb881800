import { expect as baseExpect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createUser, TEST_PASSWORD } from '../support/factories';
import { useToken } from '../support/session';
import { downloadWithReason } from '../support/downloadReason';

// A long journey on a shared machine: more time than the default for the whole and each wait.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** A small PDF (the API detects the type from the "%PDF" header). */
const slides = () => Buffer.from(`%PDF-1.4\n${'0'.repeat(300_000)}\n%%EOF\n`);

test('an organiser invites a speaker, who uploads a presentation; the organiser sees and exports it', async ({
  page,
  browser,
}) => {
  const organiser = await createUser({ role: 'Authenticated' });
  const speaker = await createUser({ givenName: 'Speakwell' });
  await useToken(page, organiser.token);

  // The organiser finds the member and invites them, confirming by name.
  await page.goto('/admin/main/regist/invitedSpeaker');
  const invite = page.getByRole('region', { name: 'Invite members as speakers' });
  await invite.getByLabel('Member e-mail (or part of it)').fill(speaker.email);
  await invite.getByRole('button', { name: 'Find members' }).click();
  await invite.getByRole('checkbox', { name: new RegExp(speaker.email) }).check();
  await invite.getByRole('button', { name: 'Invite 1 member as speaker' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Invite 1 member as speaker?' });
  await expect(confirm).toContainText(speaker.email);
  await confirm.getByRole('button', { name: 'Invite 1 member as speaker' }).click();
  await expect(confirm.getByRole('status')).toContainText('1 member invited as speaker.');
  await confirm.getByRole('button', { name: 'OK' }).click();
  const row = page.getByRole('row', { name: new RegExp(speaker.email) });
  await expect(row).toContainText('No files yet');

  // The speaker logs in and uploads a presentation; the progress is shown while it is sent.
  const speakerContext = await browser.newContext();
  const speakerPage = await speakerContext.newPage();
  await speakerPage.goto('/auth/login');
  await speakerPage.getByLabel('ID (e-mail) *').fill(speaker.email);
  await speakerPage.getByLabel('Password *').fill(TEST_PASSWORD);
  await speakerPage.getByRole('button', { name: 'Login' }).click();
  await expect(speakerPage).toHaveURL(/\/home$/);
  await speakerPage.goto('/abstracts/presentation_upload');
  const presentation = speakerPage.getByRole('region', { name: 'Presentation' });
  await expect(presentation).toContainText('Not uploaded yet.');
  // Each of the four pickers is named by its slot (one shared name told them apart by nothing).
  for (const slot of ['Presentation', 'Lecture file', 'CV', 'Photo'])
    await expect(speakerPage.getByLabel(`${slot}: choose a file to upload`, { exact: true })).toHaveCount(1);
  // The answer is held back a moment, so the progress bar can be seen.
  await speakerPage.route('**/upload?use=presentation', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await presentation
    .getByLabel('Choose a file to upload')
    .setInputFiles({ name: 'keynote-2024.pdf', mimeType: 'application/pdf', buffer: slides() });
  await expect(presentation.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(presentation.getByRole('status')).toContainText('Uploading keynote-2024.pdf');
  await expect(presentation.getByRole('link', { name: 'keynote-2024.pdf' })).toBeVisible();
  await expect(presentation.getByRole('progressbar')).toHaveCount(0);
  // Still there after a reload: it was stored with the speaker record.
  await speakerPage.reload();
  await expect(speakerPage.getByRole('region', { name: 'Presentation' }).getByRole('link')).toHaveText(
    'keynote-2024.pdf',
  );
  await speakerContext.close();

  // The organiser sees the file and exports the list.
  await page.reload();
  await expect(row.getByRole('link', { name: 'keynote-2024.pdf' })).toBeVisible();
  const download = await downloadWithReason(page, page.getByRole('button', { name: 'Export to Excel' }));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  sheet.eachRow((r, n) => n > 1 && rows.push((r.values as unknown[]).slice(1)));
  const mine = rows.find((r) => r[header.indexOf('E-mail')] === speaker.email);
  expect(mine?.[header.indexOf('Presentation')]).toBe('keynote-2024.pdf');
});

test('a member who is not invited is refused the speaker files; a visitor is asked to log in', async ({
  page,
}) => {
  await page.goto('/abstracts/presentation_upload');
  await expect(page.getByRole('link', { name: 'log in' })).toBeVisible();
  const member = await createUser();
  await useToken(page, member.token);
  await page.goto('/abstracts/presentation_upload');
  await expect(page.getByRole('region', { name: 'Invited speakers' })).toContainText(
    'The speaker files are for invited speakers only',
  );
  // Nor a presenter: no accepted abstract, so no upload field anywhere on the page.
  await expect(page.getByRole('region', { name: 'Presenters of accepted abstracts' })).toContainText(
    'You have no accepted abstract yet.',
  );
  await expect(page.getByLabel('Choose a file to upload')).toHaveCount(0);
  // The refusal is the API's too, not only the page's.
  const refused = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { query: 'mutation { createSpeaker(input: {}) { id } }' },
  });
  expect((await refused.json()).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
});
