import type { Page } from '@playwright/test';

const TOKEN_KEY = 'congress2024.jwt';

/** Starts the browser session with a stored token, as after a login (spec §6: a fixed key). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem(key as string, value as string);
        sessionStorage.setItem('e2e-token-set', '1');
      }
    },
    [TOKEN_KEY, token],
  );
}

export const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

export const dialog = (page: Page) => page.getByRole('alertdialog');
