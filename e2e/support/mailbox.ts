import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './env';

/** The newest mail the test SMTP server received for an address whose text matches. */
export async function waitForMail(to: string, match: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(E2E_MAIL_DIR)
          .filter((f) => f.includes(to.toLowerCase()))
          .sort()
          .reverse();
        found =
          files.map((f) => readFileSync(path.join(E2E_MAIL_DIR, f), 'utf8')).find((raw) => match.test(raw)) ??
          '';
        return found;
      },
      { timeout: 20_000, message: `a mail to ${to} matching ${match}` },
    )
    .not.toBe('');
  return found;
}

/** The path of the confirmation link in a raw (quoted-printable) sign-up mail, for this server. */
export function confirmPathIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^/"\s]+(\/auth\/confirm\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no confirmation link in the mail');
  return match[1];
}
