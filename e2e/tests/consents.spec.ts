// Issue 39 §1, consents kept as records: a visitor signs up answering each consent on its own and
// refuses the optional one about future congresses; an organiser's mail about future congresses to
// a group then goes to the consenting member only and says one was left out; a member withdraws
// that consent in the member area, and an organiser sees the answers on the member's page. The
// privacy policy page is in the server's render. A mail to chosen members of the member list,
// marked as about future congresses, skips the one who refused.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { withDb } from '../support/db';
import { createGroupWith, createUser } from '../support/factories';
import { waitForMail } from '../support/mailbox';
import { dialog, useToken } from '../support/session';

const REQUIRED = 'I agree to the collection and use of my personal information.';
const KMA = 'I agree to the provision of my licence number and attendance to the KMA.';
const FUTURE = 'I agree to receive mails about future congresses.';

test('sign-up consents, a mail about future congresses that skips the refusing member, a withdrawal', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const mark = randomUUID().slice(0, 6);
  const email = `consent-${mark}@example.org`;

  // The privacy policy is a public page rendered on the server.
  const policy = await page.request.get('/privacy');
  expect(await policy.text()).toContain('Privacy policy of the KSP 2024 congress');

  // The sign-up page's consent texts are in the server's render too.
  expect(await (await page.request.get('/auth/signup')).text()).toContain('Items collected: name');
  await page.goto('/auth/signup');
  await page.getByLabel('Country *').selectOption('NL');
  await page.getByLabel('ID (e-mail) *').fill(email);
  await page.getByLabel('Password *', { exact: true }).fill('Secret2024x');
  await page.getByLabel('Confirm password *').fill('Secret2024x');
  await page.getByLabel('Title *').selectOption('DR');
  await page.getByLabel('Degree *').selectOption('PHD');
  await page.getByLabel('Department *').fill('Pathology');
  await page.getByLabel('Given name (English) *').fill('Refusa');
  await page.getByLabel('Family name (English) *').fill('de Vries');
  await page.getByLabel('Affiliation (English) *').fill('Leiden University (LUMC)');
  await page.getByLabel('Mobile phone *').fill('6-1234-5678');
  // Each consent on its own, nothing ticked beforehand; the required one refused refuses the sign-up.
  for (const label of [REQUIRED, KMA, FUTURE]) await expect(page.getByLabel(label)).not.toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This consent is required to create an account.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  // The privacy policy is linked from the sign-up's consents and from the footer.
  await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await page.getByLabel(REQUIRED).check();
  await page.getByLabel(KMA).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog(page)).toContainText('Your account has been created.');
  await page.getByRole('button', { name: 'OK' }).click();

  const refuser = await withDb(async (db) => {
    const { rows } = await db.query('SELECT id FROM users WHERE email = $1', [email]);
    const id = rows[0].id as number;
    const answers = await db.query(
      'SELECT kind, version, given, source FROM member_consents WHERE user_id = $1 ORDER BY kind',
      [id],
    );
    return { id, answers: answers.rows };
  });
  expect(refuser.answers).toEqual([
    { kind: 'COLLECTION', version: 1, given: true, source: 'SIGN_UP' },
    { kind: 'FUTURE_MAILS', version: 1, given: false, source: 'SIGN_UP' },
    { kind: 'KMA_PROVISION', version: 1, given: true, source: 'SIGN_UP' },
  ]);

  // A member who consented to mails about future congresses (answered at their own sign-up).
  const consenting = await createUser({ givenName: 'Consenta' });
  await withDb((db) =>
    db.query(
      `INSERT INTO member_consents (user_id, kind, version, given, source, at)
       VALUES ($1, 'COLLECTION', 1, true, 'SIGN_UP', now()), ($1, 'FUTURE_MAILS', 1, true, 'SIGN_UP', now())`,
      [consenting.id],
    ),
  );
  await createGroupWith(`Future congress ${mark}`, [refuser.id, consenting.id]);

  const organiser = await createUser({ role: 'Authenticated' });
  await useToken(page, organiser.token);
  // The organiser publishes a new version of the privacy policy: the public page shows it at once.
  await page.goto('/admin/main/general/consentTexts');
  await page.getByLabel('Text', { exact: true }).selectOption({ label: 'Privacy policy (public page)' });
  await expect(page.getByLabel('English text')).toHaveValue(/Privacy policy of the KSP 2024 congress/);
  await page.getByLabel('English text').fill(`Privacy policy, edition ${mark}.`);
  await page.getByLabel('Korean text').fill(`개인정보 처리방침 ${mark}판.`);
  await page.getByRole('button', { name: 'Publish as a new version' }).click();
  await expect(page.getByRole('status')).toHaveText(/Version \d+ is published\./);
  expect(await (await page.request.get('/privacy')).text()).toContain(`Privacy policy, edition ${mark}.`);

  await page.goto('/admin/main/mail/sendMail');
  await page
    .getByLabel('Group', { exact: true })
    .selectOption({ label: `Future congress ${mark} (2 members)` });
  await page.getByLabel(/This mail is about future congresses/).check();
  await page.getByLabel('My own mail').check();
  await page.getByLabel('Subject').fill(`KSP 2025 ${mark}`);
  await page.getByLabel('Text').fill('Save the date: Seoul, spring 2025.');
  await page.getByRole('button', { name: 'Send…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send this mail?' });
  await expect(confirm).toContainText('queued to 1 recipient');
  await expect(confirm).toContainText('1 member was left out: no consent to mails about future congresses.');
  await confirm.getByRole('button', { name: 'Send to 1 recipient' }).click();
  await expect(confirm.getByRole('status')).toContainText('1 mail queued');
  await expect(confirm.getByRole('status')).toContainText('1 member was left out');
  await waitForMail(consenting.email, new RegExp(`KSP 2025 ${mark}`));
  const logged = await withDb(
    async (db) =>
      (await db.query('SELECT usermail FROM send_emails WHERE title = $1', [`KSP 2025 ${mark}`])).rows,
  );
  expect(logged).toEqual([{ usermail: consenting.email }]);

  // The consenting member withdraws in the member area: a new row, the answer shown at once.
  // In a browser of their own: the organiser's session stays in this one.
  const memberPage = await (await browser.newContext()).newPage();
  await useToken(memberPage, consenting.token);
  await memberPage.goto('/mypage/my_consents');
  const future = memberPage.getByRole('region', { name: 'Mails about future congresses (optional)' });
  // The member area's page arrives on its own (a lazy chunk): slow on a busy machine.
  await expect(future).toContainText('Given on', { timeout: 30_000 });
  await future.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(future.getByRole('status')).toHaveText('Your consent is withdrawn.');
  await expect(future.getByRole('button', { name: 'Give consent' })).toBeVisible();
  await expect(memberPage.getByRole('region', { name: 'History' })).toContainText('withdrawn or refused');
  const latest = await withDb(
    async (db) =>
      (
        await db.query(
          `SELECT given, source FROM member_consents WHERE user_id = $1 AND kind = 'FUTURE_MAILS' ORDER BY id DESC LIMIT 1`,
          [consenting.id],
        )
      ).rows[0],
  );
  expect(latest).toEqual({ given: false, source: 'MY_PAGE' });

  // The organiser sees the member's answers, newest first, on the member's page.
  await page.goto('/admin/main/member/allUsers');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('E-mail contains').fill(consenting.email);
  await filters.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Open the profile of Consenta Lee <${consenting.email}>` }).click();
  const answers = page
    .getByRole('dialog', { name: new RegExp(`Member ${consenting.id}`) })
    .getByRole('region', { name: 'Consent answers' });
  const rows = answers.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Mails about future congresses (optional, sign-up) (version 1)');
  await expect(rows.nth(1)).toContainText('Refused or withdrawn');
  await expect(rows.nth(1)).toContainText('Member area');
  await expect(answers).toContainText('Sign-up');
  await page.keyboard.press('Escape');

  // Chosen members in the member list: a mail about future congresses reaches the consenting one.
  const chosen = `Fut${mark}`;
  const willing = await createUser({ givenName: chosen });
  const unwilling = await createUser({ givenName: chosen });
  await withDb((db) =>
    db.query(
      `INSERT INTO member_consents (user_id, kind, version, given, source, at)
       VALUES ($1, 'FUTURE_MAILS', 1, true, 'SIGN_UP', now()), ($2, 'FUTURE_MAILS', 1, false, 'SIGN_UP', now())`,
      [willing.id, unwilling.id],
    ),
  );
  await filters.getByLabel('E-mail contains').fill('');
  await filters.getByLabel('Given name').fill(chosen);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();
  for (const member of [willing, unwilling])
    await page.getByRole('checkbox', { name: new RegExp(`Select .*${member.email}`) }).check();
  await page.getByRole('button', { name: 'Send mail' }).click();
  const write = page.getByRole('alertdialog', { name: 'Write to 2 members' });
  await write.getByLabel('Subject').fill(`Busan 2025 ${mark}`);
  await write.getByLabel('Text').fill('Save the date.');
  await write.getByLabel(/This mail is about future congresses/).check();
  await write.getByRole('button', { name: 'Send 2 mails' }).click();
  await expect(write.getByRole('status')).toHaveText(
    '1 mail queued for sending. 1 member was left out: no consent to mails about future congresses.',
  );
  await waitForMail(willing.email, new RegExp(`Busan 2025 ${mark}`));
  const sent = await withDb(
    async (db) =>
      (await db.query('SELECT usermail FROM send_emails WHERE title = $1', [`Busan 2025 ${mark}`])).rows,
  );
  expect(sent).toEqual([{ usermail: willing.email }]);
});
