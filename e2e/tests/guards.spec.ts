import { expect, test } from '@playwright/test';
import { createUser } from '../support/factories';
import { dialog, storedToken, useToken } from '../support/session';

test.describe('route guards and session', () => {
  test('a visitor is sent to the member login with "Login is required."', async ({ page }) => {
    await page.goto('/mypage/my_information');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(dialog(page)).toContainText('Login is required.');
  });

  test('any /admin path goes to the admin login', async ({ page }) => {
    await page.goto('/admin/main/member/allUsers');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(dialog(page)).toContainText('Login is required.');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.locator('[data-remote="admin"]')).toBeVisible();
  });

  test('a member sees the member area but not the back office', async ({ page }) => {
    const member = await createUser();
    await useToken(page, member.token);
    await page.goto('/mypage/my_information');
    await expect(page.locator('[data-remote="mypage"]')).toBeVisible();
    await expect(page.getByText(`Welcome, ${member.givenName} ${member.familyName}`)).toBeVisible();
    await page.goto('/admin/main/member/allUsers');
    await expect(page).toHaveURL(/\/home$/);
    await expect(dialog(page)).toContainText('This account has not permitted.');
  });

  test('an organiser gets the back office with its Korean menu', async ({ page }) => {
    const organiser = await createUser({ role: 'Authenticated' });
    await useToken(page, organiser.token);
    await page.goto('/admin/main');
    await expect(page).toHaveURL(/\/admin\/main\/committee\/eventStatistics$/);
    const menu = page.getByRole('navigation', { name: 'Back office menu' });
    await expect(menu.getByRole('heading', { level: 2 })).toHaveText([
      '행사 통계',
      '등록 관리',
      '현장 등록',
      '연수평점',
      '초록 관리',
      '회원 관리',
      '메일 관리',
      '일반 설정',
      '후원 관리',
      // Issue 39: the access record of personal data, and the account's security.
      '개인정보 접속기록',
      '보안',
    ]);
    await menu.getByRole('link', { name: '전체 회원' }).click();
    await expect(page).toHaveURL(/\/admin\/main\/member\/allUsers$/);
  });

  test('an unknown back-office address shows the back office 404, with its menu', async ({ page }) => {
    const organiser = await createUser({ role: 'Authenticated' });
    await useToken(page, organiser.token);
    await page.goto('/admin/main/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office menu' })).toBeAttached();
    // The host's own 404 stays for unknown public addresses.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  });

  test('a deleted account is refused, logged out and sent home', async ({ page }) => {
    const deleted = await createUser({ delete: true });
    await useToken(page, deleted.token);
    await page.goto('/mypage/my_information');
    await expect(dialog(page)).toContainText('This Account has deleted.');
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('an invalid token is cleared with "Login has expired. Please login again."', async ({ page }) => {
    await useToken(page, 'not-a-valid-token');
    await page.goto('/mypage/my_registration');
    await expect(dialog(page)).toContainText('Login has expired. Please login again.');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await storedToken(page)).toBeNull();
  });
});
