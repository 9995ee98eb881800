// The second factor's rules that need no database (unit-tested in __tests__/rules.test.ts): the
// TOTP code window and its replay, recovery codes and their normalisation.
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone clock off by up to 30 seconds, or a code typed as it turned. */
export const TOTP_WINDOW_STEPS = 1;
/** How long a pending login (password right, second factor awaited) lives. */
export const PENDING_LOGIN_MINUTES = 5;
/** Wrong second factors one pending login takes before it dies (the password is asked again). */
export const PENDING_LOGIN_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, account: string, issuer: string): string =>
  generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_SECONDS });

/**
 * The time step the code belongs to, or null when it is not a code of the current window or
 * when it is not later than `lastUsedStep` (a code once used is refused, and so is any earlier one:
 * a code seen over the shoulder cannot be replayed within its window).
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const tolerance = TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS;
  const result = verifySync({ secret, token, epoch, epochTolerance: tolerance, period: TOTP_PERIOD_SECONDS });
  if (!result.valid) return null;
  const step = Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

// No 0/O, 1/I/L: codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: xxxxx-xxxxx (about 49 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export const newRecoveryCodes = (): string[] => {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
};

/** What is compared: case, spaces and dashes as typed do not matter. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');
