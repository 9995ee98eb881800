import { expect, test, type Page } from '@playwright/test';
import { createUser, TEST_PASSWORD } from '../support/factories';
import { confirmPathIn, waitForMail } from '../support/mailbox';
import { dialog, storedToken } from '../support/session';
import { holdScripts } from '../support/scripts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function fillCommon(page: Page, email: string) {
  await page.getByLabel('ID (e-mail) *').fill(email);
  await page.getByLabel('Password *', { exact: true }).fill('Secret2024x');
  await page.getByLabel('Confirm password *').fill('Secret2024x');
  await page.getByLabel('Title *').selectOption('DR');
  await page.getByLabel('Degree *').selectOption('PHD');
  await page.getByLabel('Department *').fill('Pathology');
  // The one required consent (issue 39 §1); the optional ones are left unticked.
  await page.getByLabel('I agree to the collection and use of my personal information.').check();
}

test.describe('accounts', () => {
  test('overseas sign-up refuses invalid input, then creates the account and confirms the address from the mail', async ({
    page,
  }) => {
    const email = `anne${unique()}@example.org`;
    await page.goto('/auth/signup');
    await page.getByLabel('Country *').selectOption('NL');
    await fillCommon(page, email);
    await page.getByLabel('Given name (English) *').fill('Anne');
    await page.getByLabel('Family name (English) *').fill('de Vriés');
    await page.getByLabel('Affiliation (English) *').fill('Leiden University, LUMC');
    await page.getByLabel('Mobile phone *').fill('+31 6 1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Use English letters, spaces and hyphens only.')).toBeVisible();
    await expect(page.getByText('Use English letters, parentheses, digits and spaces only.')).toBeVisible();
    await expect(
      page.getByText('Use digits and hyphens only, starting and ending with a digit.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signup$/);

    await page.getByLabel('Family name (English) *').fill('de Vries');
    await page.getByLabel('Affiliation (English) *').fill('Leiden University (LUMC)');
    // The country brought its dial code; the number is written without it.
    await expect(page.getByLabel('Country code *')).toHaveValue('+31');
    await expect(page.getByLabel('Country code *').locator('option:checked')).toHaveText('+31 Netherlands');
    await page.getByLabel('Mobile phone *').fill('6-1234-5678');
    await page.screenshot({ path: 'test-results/signup-overseas.png', fullPage: true });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog(page)).toContainText('Your account has been created.');
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedToken(page)).toBeTruthy();
    const mail = await waitForMail(email, /Confirm your e-mail address for the KSP 2024 Congress/);
    // The member area asks for the confirmation until the mailed link is opened.
    await page.getByRole('button', { name: 'OK' }).click();
    await page.goto('/mypage/my_information');
    await expect(page.getByRole('alert')).toContainText('Please confirm your e-mail address');
    await page.goto(confirmPathIn(mail));
    await expect(page.getByRole('status')).toHaveText('Thank you: your e-mail address is confirmed.');
    await page.screenshot({ path: 'test-results/confirm-page.png', fullPage: true });
    await page.goto('/auth/confirm?token=used-or-unknown-token-0000');
    await expect(page.getByRole('status')).toContainText('This confirmation link is not valid');
    await page.goto('/mypage/my_information');
    await expect(page.getByText('Welcome, Anne de Vries')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('Korean sign-up asks for Hangul name and affiliation and a Korean mobile number', async ({ page }) => {
    const email = `minji${unique()}@example.kr`;
    await page.goto('/auth/signup');
    await page.getByRole('button', { name: '한국어' }).click();
    await page.getByRole('button', { name: 'EN' }).click();
    await page.getByLabel('Country *').selectOption('KR');
    await fillCommon(page, email);
    await page.getByLabel('Given name (English) *').fill('Minji');
    await page.getByLabel('Family name (English) *').fill('Kim');
    await page.getByLabel('Name (Korean) *').fill('Minji');
    await page.getByLabel('Affiliation (English) *').fill('Pusan National University Hospital');
    await page.getByLabel('Affiliation (Korean) *').fill('부산대학교병원');
    // A Korean mobile number is +82: no country code to choose.
    await expect(page.getByLabel('Country code *')).toHaveCount(0);
    await page.getByLabel('Mobile phone *').fill('02-123-4567');
    // The licence number is digits only (spec §5, issue 27 §4).
    await page.getByLabel('Medical licence number').fill('KM-12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Use Korean (Hangul) letters and spaces only.')).toBeVisible();
    await expect(page.getByText('Enter a Korean mobile number such as 010-1234-5678.')).toBeVisible();
    await expect(page.getByText('Use digits only.')).toBeVisible();
    await page.getByLabel('Name (Korean) *').fill('김민지');
    await page.getByLabel('Mobile phone *').fill('010-1234-5678');
    await page.getByLabel('Medical licence number').fill('123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog(page)).toContainText('Your account has been created.');
    await page.getByRole('button', { name: 'OK' }).click();
    // The same ID cannot sign up twice.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/auth/signup');
    await page.getByLabel('Country *').selectOption('KR');
    await fillCommon(page, email);
    await page.getByLabel('Given name (English) *').fill('Minji');
    await page.getByLabel('Family name (English) *').fill('Kim');
    await page.getByLabel('Name (Korean) *').fill('김민지');
    await page.getByLabel('Affiliation (English) *').fill('PNUH');
    await page.getByLabel('Affiliation (Korean) *').fill('부산대학교병원');
    await page.getByLabel('Mobile phone *').fill('010-1234-5678');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This ID is already registered.')).toBeVisible();
  });

  test('logs in, reaches the member area, and logs out', async ({ page }) => {
    const member = await createUser({ givenName: 'Jisoo' });
    await page.goto('/mypage/my_information');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('ID (e-mail) *').fill(member.email);
    await page.getByLabel('Password *').fill('wrong-password1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(dialog(page)).toContainText('The e-mail or password is incorrect.');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Password *').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/mypage\/my_information$/);
    await expect(page.getByText('Welcome, Jisoo Lee')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('refuses deleted and blocked accounts at login with their messages', async ({ page }) => {
    const deleted = await createUser({ delete: true });
    const blocked = await createUser({ blocked: true });
    await page.goto('/auth/login');
    await page.getByLabel('ID (e-mail) *').fill(deleted.email);
    await page.getByLabel('Password *').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(dialog(page)).toContainText('This Account has deleted.');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('ID (e-mail) *').fill(blocked.email);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(dialog(page)).toContainText('This account has been blocked.');
    expect(await storedToken(page)).toBeNull();
  });

  test('resets a forgotten password with the code from the mail', async ({ page }) => {
    const member = await createUser();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('ID (e-mail) *').fill(member.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const mail = await waitForMail(member.email, /verification code/i);
    const code = /verification code: (\d{6})/i.exec(mail)?.[1] as string;
    await page.getByLabel('Verification code *').fill('000000' === code ? '111111' : '000000');
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect(page.getByText('This code is not correct or has expired.')).toBeVisible();
    await page.getByLabel('Verification code *').fill(code);
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByLabel('New password *').fill(TEST_PASSWORD);
    await page.getByLabel('Confirm password *').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The new password must not match the previous one.')).toBeVisible();
    await page.getByLabel('New password *').fill('Brand2024new');
    await page.getByLabel('Confirm password *').fill('Brand2024new');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog(page)).toContainText('Your password has been changed.');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('ID (e-mail) *').fill(member.email);
    await page.getByLabel('Password *').fill('Brand2024new');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the back-office login refuses a member and admits an organiser', async ({ page }) => {
    const member = await createUser();
    const organiser = await createUser({ role: 'Authenticated' });
    await page.goto('/admin/login');
    await page.getByLabel('ID (e-mail) *').fill(member.email);
    await page.getByLabel('Password *').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // Spec §6: the alert, then /home (issue 15 §7), logged in as the member they are.
    await expect(dialog(page)).toContainText('This account has not permitted.');
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(await storedToken(page)).toBeNull();
    await page.goto('/admin/login');
    await page.getByLabel('ID (e-mail) *').fill(organiser.email);
    await page.getByLabel('Password *').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/main\/committee\/eventStatistics$/);
  });
});

// Issue 37: the sign-up page is rendered on the server; a reader who types before the scripts
// arrive keeps what they typed once React hydrates, and the form knows it (the ID left before
// hydration is looked up; a later render does not put the server's blank back).
test('sign-up: what is typed before the scripts arrive is kept and checked once they run', async ({
  page,
}) => {
  const member = await createUser({ givenName: 'Early' });
  const release = await holdScripts(page);
  try {
    await page.goto('/auth/signup', { waitUntil: 'commit' });
    await page.getByLabel('ID (e-mail) *').fill(member.email);
    await page.getByLabel('Title *').selectOption('DR');
    await page.getByLabel('Department *').fill('Pathology');
    // Before the form's handler is there the browser would submit it itself, with every field in
    // the address: the button waits for the app, and Enter submits nothing.
    await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
    await page.getByLabel('Department *').press('Enter');
    expect(new URL(page.url()).search).toBe('');
  } finally {
    release();
  }
  // The ID was left before the scripts ran: it is looked up once they do.
  await expect(page.getByText('This ID is already registered.')).toBeVisible();
  // A render after hydration (typing elsewhere) keeps every value typed before it.
  await page.getByLabel('Degree *').selectOption('PHD');
  await expect(page.getByLabel('ID (e-mail) *')).toHaveValue(member.email);
  await expect(page.getByLabel('Title *')).toHaveValue('DR');
  await expect(page.getByLabel('Department *')).toHaveValue('Pathology');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The submit reads the form's state: the Department typed early is not reported missing.
  await expect(page.getByText('This ID is already registered.')).toBeVisible();
  await expect(page.locator('#field-department-error')).toHaveCount(0);
});
