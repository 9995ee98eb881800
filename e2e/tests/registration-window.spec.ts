// Issue 23 §5 / issue 27 §4: the fee pages print the registration window the API enforces (the
// server's configuration, e2e/start-server.mjs), not a constant of the page: the server renders
// the page with what it answers, and the hydrated app shows the same.
import { expect, test, type Page } from '@playwright/test';
import { KOREA_DATE_TIME } from '@congress/domain';
import { appReady, useLocale } from '../support/locale';

async function serverWindow(page: Page): Promise<{ start: string; end: string }> {
  const res = await page.request.post('/graphql', {
    data: { query: '{ registrationWindow { start end } }' },
  });
  return ((await res.json()) as { data: { registrationWindow: { start: string; end: string } } }).data
    .registrationWindow;
}

for (const [locale, path, label] of [
  ['en', '/registrations/registration_foreigner', 'Registration period (Korea time)'],
  ['en', '/registrations/registration_korean', 'Registration period (Korea time)'],
  ['ko', '/registrations/registration_korean', '등록 기간 (한국 시간)'],
] as const) {
  test(`${path} (${locale}) shows the window the server enforces`, async ({ page }) => {
    const window = await serverWindow(page);
    // The configured window of start-server.mjs: neither the spec's (2024) nor at midnight.
    expect(window.start).toMatch(/T09:30:00\+09:00$/);
    await useLocale(page, locale);
    await page.goto(path);
    await appReady(page);
    // Formatted as the page is, on a 24-hour clock in Korea time (the same on the server and in
    // the browser: the page is rendered by one and hydrated by the other).
    const [start, end] = await page.evaluate(
      ([w, l, options]) =>
        [w.start, w.end].map((iso) => new Intl.DateTimeFormat(l, options).format(new Date(iso))),
      [window, locale, KOREA_DATE_TIME] as const,
    );
    expect(start).toContain('09:30');
    const period = page.getByTestId('registration-period');
    await expect(period).toHaveText(`${label}: ${start} – ${end}`);
    await expect(period).not.toContainText('2024');
  });
}
