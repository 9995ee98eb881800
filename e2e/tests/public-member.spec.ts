// Issue 15, public site and member area: errors where the eye is, focus where the hand is; a
// dialog that holds and returns the focus; visitors keep public pages with an expired login;
// header menus by keyboard; flow gaps (password fields, visa letter, logged-in members on the
// login pages); accessibility (axe-core) of the member area and the public auth pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { createUser, TEST_PASSWORD } from '../support/factories';
import { E2E_JWT_SECRET } from '../support/env';
import { appReady, useLocale } from '../support/locale';
import { dialog, storedToken, useToken } from '../support/session';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A complete overseas sign-up, not yet submitted. */
async function fillSignUp(page: Page, email: string) {
  await page.getByLabel('Country *').selectOption('NL');
  await page.getByLabel('ID (e-mail) *').fill(email);
  await page.getByLabel('Password *', { exact: true }).fill('Secret2024x');
  await page.getByLabel('Confirm password *').fill('Secret2024x');
  await page.getByLabel('Title *').selectOption('DR');
  await page.getByLabel('Degree *').selectOption('PHD');
  await page.getByLabel('Given name (English) *').fill('Anne');
  await page.getByLabel('Family name (English) *').fill('de Vries');
  await page.getByLabel('Affiliation (English) *').fill('Leiden University (LUMC)');
  await page.getByLabel('Department *').fill('Pathology');
  await page.getByLabel('Mobile phone *').fill('6-1234-5678');
}

/** A token signed as the API signs them, whose lifetime ended an hour ago. */
async function expiredToken(userId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ pca: Date.now() - 86_400_000 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('congress-api')
    .setIssuedAt(now - 7_200)
    .setExpirationTime(now - 3_600)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, page.url()).toEqual([]);
}

test.describe('forms put the error where the eye and the focus are', () => {
  test('a sign-up with a taken ID says so when the field is left, and the submit focuses and shows it', async ({
    page,
  }) => {
    const taken = await createUser();
    await page.goto('/auth/signup');
    await fillSignUp(page, taken.email);
    const id = page.getByLabel('ID (e-mail) *');
    // Leaving the field (the mobile phone was the last one filled) is enough to learn it is taken.
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This ID is already registered.')).toBeVisible();

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(id).toBeFocused();
    await expect(id).toBeInViewport();
    await expect(page.getByText('This ID is already registered.')).toBeInViewport();
    await expect(page).toHaveURL(/\/auth\/signup$/);

    // A new address clears the error; the form then goes through.
    await id.fill(`anne${unique()}@example.org`);
    await expect(id).toHaveAttribute('aria-invalid', 'false');
  });

  test('an empty sign-up focuses its first field; each rule is stated before typing', async ({ page }) => {
    await page.goto('/auth/signup');
    await page.getByLabel('Country *').selectOption('NL');
    await expect(page.getByLabel('Affiliation (English) *')).toHaveAccessibleDescription(
      /no commas: Mayo Clinic \(Rochester\)/,
    );
    await expect(page.getByLabel('Mobile phone *')).toHaveAccessibleDescription(/Digits and hyphens only/);
    await expect(page.getByLabel('Password *', { exact: true })).toHaveAccessibleDescription(
      /Not allowed: < > `/,
    );
    await page.getByLabel('Country *').selectOption('');
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const country = page.getByLabel('Country *');
    await expect(country).toBeFocused();
    await expect(country).toBeInViewport();
  });

  test('asking for a visa letter makes the passport details required', async ({ page }) => {
    await page.goto('/auth/signup');
    await fillSignUp(page, `visa${unique()}@example.org`);
    await page.getByLabel('I need a visa invitation letter.').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    const passportName = page.getByLabel('Given name (as in passport) *');
    await expect(passportName).toBeFocused();
    await expect(passportName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Passport expiry date *')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/auth\/signup$/);
  });

  test('My information saved with an empty required field focuses that field', async ({ page }) => {
    const member = await createUser();
    await useToken(page, member.token);
    await page.goto('/mypage/my_information');
    const department = page.getByLabel('Department *');
    await department.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    // The first invalid field in page order (a KR member without Korean name comes first).
    const firstInvalid = page.locator('form [aria-invalid="true"]').first();
    await expect(firstInvalid).toBeFocused();
    await expect(firstInvalid).toBeInViewport();
    await expect(department).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('the notice dialog', () => {
  test('keeps the focus inside and gives it back to what opened it', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('ID (e-mail) *').fill(`nobody${unique()}@example.org`);
    await page.getByLabel('Password *').fill('Wrong2024x');
    const submit = page.getByRole('button', { name: 'Login', exact: true });
    // Enabled once the app runs the page (a form does not submit before: docs/decisions.md).
    await expect(submit).toBeEnabled();
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toContainText('The e-mail or password is incorrect.');
    const ok = dialog(page).getByRole('button', { name: 'OK' });
    await expect(ok).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      await expect(ok).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(submit).toBeFocused();
  });
});

test.describe('session and guards', () => {
  test('/home with an expired token stays on /home; the token is cleared quietly', async ({ page }) => {
    const member = await createUser();
    await useToken(page, await expiredToken(member.id));
    await page.goto('/home');
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    // A page that needs the login then says it expired.
    await page.goto('/mypage/my_information');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(dialog(page)).toContainText('Login is required.');
  });

  test('an expired token on a member page: "Login has expired." and the login page', async ({ page }) => {
    const member = await createUser();
    await useToken(page, await expiredToken(member.id));
    await page.goto('/mypage/my_information');
    await expect(dialog(page)).toContainText('Login has expired. Please login again.');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a logged-in member is sent home from log-in and sign-up', async ({ page }) => {
    const member = await createUser();
    await useToken(page, member.token);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/auth/signup');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a member logging in at /admin/login is told "not permitted" and goes home, logged in', async ({
    page,
  }) => {
    const member = await createUser();
    await page.goto('/admin/login');
    await page.getByLabel('ID (e-mail) *').fill(member.email);
    await page.getByLabel('Password *').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog(page)).toContainText('This account has not permitted.');
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedToken(page)).toBeTruthy();
  });
});

test.describe('member area', () => {
  test('links to my abstracts and my registration; a password change empties its fields', async ({
    page,
  }) => {
    const member = await createUser();
    await useToken(page, member.token);
    await page.goto('/mypage/my_information');
    const nav = page.getByRole('navigation', { name: 'Member area' });
    await expect(nav.getByRole('link', { name: 'My abstracts' })).toHaveAttribute(
      'href',
      '/mypage/my_abstract',
    );
    await expect(nav.getByRole('link', { name: 'My registration' })).toHaveAttribute(
      'href',
      '/mypage/my_registration',
    );
    await page.getByLabel('Current password *').fill(TEST_PASSWORD);
    await page.getByLabel('New password *').fill('Changed2025x');
    await page.getByLabel('Confirm password *').fill('Changed2025x');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog(page)).toContainText('Your password has been changed.');
    await expect(page.getByLabel('Current password *')).toHaveValue('');
    await expect(page.getByLabel('New password *')).toHaveValue('');
    await expect(page.getByLabel('Confirm password *')).toHaveValue('');
  });
});

test.describe('header menus by keyboard', () => {
  test('a drop-down says whether it is open, opens with Enter, closes with Esc, and its links are tab stops only when open', async ({
    page,
  }) => {
    await page.goto('/home');
    await appReady(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const first = nav.getByRole('button').first();
    const second = nav.getByRole('button').nth(1);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused(); // closed: its links were skipped
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveRole('link');
    await page.keyboard.press('Escape');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(':focus')).toHaveRole('link');
  });
});

test.describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const locale of ['en', 'ko']) {
    test(`public auth pages and the member area (${locale})`, async ({ page }) => {
      // Six pages, each with the app started and an axe run: a minute was short on a loaded machine.
      test.setTimeout(120_000);
      const member = await createUser();
      await page.addInitScript((l) => localStorage.setItem('congress2024.locale', l), locale);
      for (const path of ['/auth/login', '/auth/signup', '/auth/find']) {
        // The hydrated page (the server's HTML of every page is checked by public-crawl.spec.ts).
        await page.goto(path);
        await appReady(page);
        await expect(page.locator('[data-remote="public"] form')).toBeVisible();
        await expectNoSeriousViolations(page);
      }
      await useToken(page, member.token);
      for (const path of ['/mypage/my_information', '/mypage/my_abstract', '/mypage/my_registration']) {
        await page.goto(path);
        await expect(page.locator('[data-remote="mypage"] h1')).toBeVisible();
        await expectNoSeriousViolations(page);
      }
    });
  }
});

test.describe('Korean pages', () => {
  test('show no English text of the product’s own', async ({ page }) => {
    const member = await createUser({ givenName: 'Hana' });
    await useLocale(page, 'ko');
    const englishOn = async (path: string) => {
      await page.goto(path);
      await appReady(page);
      await expect(page.locator('main h1').first()).toBeVisible();
      const text = await page.locator('body').innerText();
      return (
        text
          // The member's own data, the language switch's "EN", and what the message test allows.
          .replaceAll(member.email, ' ')
          .replace(/Hana|Lee/g, ' ')
          .replace(/\bEN\b/g, ' ')
          .replace(/\b(?:KSP|BEXCO|APEC|PIC|KRW|USD|UTC|ID)\b/g, ' ')
          .replace(/\([^()\n]*\)/g, ' ')
          .replace(/예: .*$/gm, ' ')
          .match(/[A-Za-z]{2,}(?:\s+[A-Za-z]{2,})*/g) ?? []
      );
    };
    for (const path of [
      '/home',
      '/auth/login',
      '/auth/signup',
      '/auth/find',
      '/registrations/registration_korean',
    ])
      expect(await englishOn(path), path).toEqual([]);
    await useToken(page, member.token);
    for (const path of ['/mypage/my_information', '/mypage/my_abstract'])
      expect(await englishOn(path), path).toEqual([]);
    await page.goto('/auth/find');
    await expect(page).toHaveTitle('아이디/비밀번호 찾기 · 대한병리학회 2024');
  });
});
