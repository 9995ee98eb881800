import type { Download, Locator, Page } from '@playwright/test';

/**
 * Clicks a download of personal data (an Excel export, bulk badges or certificates, the credit
 * files), gives the reason it asks first (issue 39 §3), and returns the download.
 */
export async function downloadWithReason(
  page: Page,
  button: Locator,
  reason = 'Checked by the browser journey',
): Promise<Download> {
  await button.click();
  const ask = page.getByRole('dialog', {
    name: /Why do you download this personal data\?|개인정보를 내려받는 사유/,
  });
  await ask.getByRole('textbox', { name: /^(Reason|사유)$/ }).fill(reason);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ask.getByRole('button', { name: /^(Download|내려받기)$/ }).click(),
  ]);
  return download;
}
