import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createGroupWith, createUser } from '../support/factories';
import { waitForMail } from '../support/mailbox';
import { useToken } from '../support/session';

const PROFILE = {
  country: 'US',
  title: 'DR',
  degree: 'PHD',
  affiliation: 'Mayo Clinic',
  department: 'Pathology',
  mobilePhone: '1-202-555-0143',
};

test('an organiser edits a template with a placeholder, previews it, and the event mails it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const mark = randomUUID().slice(0, 6);
  const organiser = await createUser({ role: 'Authenticated', givenName: 'Orga' });
  const member = await createUser({ givenName: 'Templated' });
  await useToken(page, organiser.token);
  await page.goto('/admin/main/mail/templateSetting');
  await page.getByRole('button', { name: 'New template' }).click();
  const editor = page.getByRole('dialog', { name: 'New template' });
  // Saved empty: the subject and the body each say they are required, and the subject has the focus.
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor.getByText('This field is required.')).toHaveCount(2);
  await expect(editor.getByLabel('Subject')).toBeFocused();
  await editor.getByLabel('Type').selectOption('USER_INFO_EDIT');
  await editor.getByLabel('Language').selectOption('en');
  // An unknown placeholder is flagged before saving.
  await editor.getByLabel('Subject').fill(`Profile ${mark} {givenname}`);
  // (The body's "required" stays beside it until the body is written.)
  const unknownPlaceholder = editor.getByRole('alert').filter({ hasText: 'Unknown placeholder' });
  await expect(unknownPlaceholder).toContainText('Unknown placeholder: {givenname}');
  await editor.getByLabel('Subject').fill(`Profile ${mark} {givenName}`);
  await expect(unknownPlaceholder).toHaveCount(0);
  await expect(editor.getByText('This field is required.')).toHaveCount(1);
  const body = editor.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type(`Dear member, your department is now `);
  await expect(editor.getByText('This field is required.')).toHaveCount(0);
  await editor.getByRole('button', { name: '{department}', exact: true }).click();
  await editor.getByRole('button', { name: 'Preview' }).click();
  // Rendered by the server with the organiser's own row.
  await expect(editor.getByTestId('preview-subject')).toHaveText(`Profile ${mark} Orga`, { timeout: 30_000 });
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(`Template “Profile ${mark} {givenName}” saved.`)).toBeVisible();

  // Automatic sending: the Profile edit mail in English uses the new template.
  await page.goto('/admin/main/mail/autoSending');
  const profileRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Profile edit' }) });
  await profileRow.getByLabel('English template').selectOption({ label: `Profile ${mark} {givenName}` });
  await expect(page.getByText('Setting for “Profile edit” saved.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Sign-up' })).toContainText('Always sent');

  // The member edits their information: the test SMTP server receives the rendered mail.
  const edited = await request.post('/graphql', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {
      query:
        'mutation ($id: ID!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i, locale: "en") { id } }',
      variables: { id: String(member.id), i: { ...PROFILE, department: `Dermatopathology ${mark}` } },
    },
  });
  expect((await edited.json()).errors).toBeUndefined();
  const raw = await waitForMail(member.email, new RegExp(`Profile ${mark}`));
  expect(raw).toContain('Templated');
  expect(raw.replace(/=\r?\n/g, '')).toContain(`Dermatopathology ${mark}`);

  // The mail log shows it, delivered.
  await page.goto(`/admin/main/mail/mailLog?usermail=${encodeURIComponent(member.email)}`);
  const row = page.getByRole('row').filter({ hasText: `Profile ${mark}` });
  await expect(row).toContainText('Sent', { timeout: 30_000 });
  await row.getByRole('button', { name: new RegExp(`Profile ${mark}`) }).click();
  const mail = page.getByRole('dialog', { name: new RegExp(`Profile ${mark}`) });
  await expect(mail.frameLocator('iframe').getByText(`Dermatopathology ${mark}`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The template is deleted again (confirmation dialog), so other journeys get the default mail.
  await page.goto(`/admin/main/mail/templateSetting?title=${encodeURIComponent(mark)}`);
  const templateRow = page.getByRole('row').filter({ hasText: `Profile ${mark}` });
  await templateRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 1 template?' });
  await confirm.getByRole('button', { name: 'Delete 1 template' }).click();
  await expect(confirm.getByRole('status')).toContainText('1 template deleted');
});

test('a mail to a group reaches every member of the group', async ({ page }) => {
  test.setTimeout(120_000);
  const mark = randomUUID().slice(0, 6);
  const organiser = await createUser({ role: 'Authenticated' });
  const members = [await createUser({ givenName: 'Alpha' }), await createUser({ givenName: 'Beta' })];
  await createGroupWith(
    `Mail group ${mark}`,
    members.map((m) => m.id),
  );
  await useToken(page, organiser.token);
  await page.goto('/admin/main/mail/sendMail');
  // Sent with nothing chosen: the group and the template say they are required; no dialog opens.
  await page.getByRole('button', { name: 'Send…' }).click();
  await expect(page.getByLabel('Group', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Group', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByLabel('Group', { exact: true }).selectOption({ label: `Mail group ${mark} (2 members)` });
  await page.getByLabel('My own mail').check();
  await page.getByLabel('Subject').fill(`Programme ${mark} for {givenName}`);
  await page.getByLabel('Text').fill('The programme is online.');
  await page.getByRole('button', { name: 'Send…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send this mail?' });
  await expect(confirm).toContainText('queued to 2 recipients');
  await confirm.getByRole('button', { name: 'Send to 2 recipients' }).click();
  await expect(confirm.getByRole('status')).toContainText('2 mails queued');
  for (const member of members) {
    const raw = await waitForMail(member.email, new RegExp(`Programme ${mark}`));
    expect(raw).toContain(`for ${member.givenName}`);
  }
});
