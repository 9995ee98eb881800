// Issue 39 §5: an organiser sets up an authenticator app (codes computed here from the secret the
// page shows, as the app would) and a passkey (Chromium's virtual authenticator over CDP), and logs
// in with each. Passkeys need a host name, not an IP address: the journey runs at localhost, which
// the server's loopback PUBLIC_URL answers as (secondFactor/relyingParty.ts).
import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_PORT } from '../playwright.config';
import { createUser, TEST_PASSWORD } from '../support/factories';

const site = `http://localhost:${E2E_PORT}`;

/** The code the app shows `steps` time steps from now. */
const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function password(page: Page, email: string) {
  await page.goto(`${site}/admin/login`);
  await page.getByLabel('ID (e-mail) *').fill(email);
  await page.getByLabel('Password *').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('an organiser sets up an authenticator app and a passkey, and logs in with each', async ({ page }) => {
  const organiser = await createUser({ role: 'Authenticated' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // Without a factor, the password alone logs in.
  await password(page, organiser.email);
  await expect(page).toHaveURL(/\/admin\/main\//);
  await page.goto(`${site}/admin/main/security`);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The authenticator app is set up.')).toBeVisible();
  // The recovery codes, shown this once.
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);

  await page.getByLabel(/Name of the new passkey/).fill('Journey laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('The passkey is added.')).toBeVisible();
  await expect(page.getByText(/Journey laptop/)).toBeVisible();
  // This browser's session is listed.
  await expect(page.getByTestId('login-sessions')).toContainText('(this browser)');

  // The public site's one-step login form sends the account to the page that asks the factor.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(`${site}/auth/login`);
  await page.getByLabel('ID (e-mail) *').fill(organiser.email);
  await page.getByLabel('Password *').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'log in on the back office login page (/admin/login)',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // The password, then the app's code (the next step's: the enrolment used this one).
  await password(page, organiser.email);
  await expect(page.getByRole('heading', { name: 'Second step: confirm it is you' })).toBeVisible();
  await page.getByLabel(/Code from the authenticator app/).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The code or passkey is not correct.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.getByLabel(/Code from the authenticator app/).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/main\//);

  // The password, then the passkey.
  await page.getByRole('button', { name: 'Logout' }).click();
  await password(page, organiser.email);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/main\//);
  await page.goto(`${site}/admin/main/security`);
  await expect(page.getByText('An authenticator app is set up.')).toBeVisible();
});
