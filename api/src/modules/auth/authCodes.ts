import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A verification code is valid this long, for this many wrong tries (decisions.md). */
export { AUTH_CODE_TTL_MINUTES } from '@congress/domain';
export const AUTH_CODE_MAX_ATTEMPTS = 5;
/** After a correct check, the new password must be set within this time. */
export const AUTH_CODE_CHANGE_WINDOW_MINUTES = 15;

export const newAuthCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are stored hashed with the address, so a database reader cannot use them elsewhere. */
export const hashAuthCode = (email: string, code: string): string =>
  createHash('sha256').update(`${email.toLowerCase()}:${code}`).digest('hex');

/**
 * The one-time proof that the caller passed GET /checkAuth: 256 random bits, handed to that caller
 * only and stored hashed (sha256) on the verified send_emails row.
 */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');
