// Brute-force protection for login and verification codes. In-memory counters: the product runs
// as one server process (docs/decisions.md); a cluster would switch these to RateLimiterPostgres.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../errors';

export interface RateLimits {
  /** Failed logins per identifier + address. */
  login: RateLimiterMemory;
  /** Failed logins per client address, whatever the account (password spraying). */
  loginClient: RateLimiterMemory;
  /** Verification-code mails per e-mail address. */
  codeMail: RateLimiterMemory;
  /** Verification-code mails and checks per client address. */
  codeClient: RateLimiterMemory;
  /** Find-password changes (changeUserPasswordInFind) per client address. */
  resetClient: RateLimiterMemory;
  /** Find-password changes per e-mail address. */
  resetMail: RateLimiterMemory;
}

export function createRateLimits(): RateLimits {
  return {
    login: new RateLimiterMemory({ keyPrefix: 'login', points: 10, duration: 15 * 60 }),
    loginClient: new RateLimiterMemory({ keyPrefix: 'login-client', points: 30, duration: 15 * 60 }),
    codeMail: new RateLimiterMemory({ keyPrefix: 'code-mail', points: 3, duration: 10 * 60 }),
    codeClient: new RateLimiterMemory({ keyPrefix: 'code-client', points: 30, duration: 60 * 60 }),
    resetClient: new RateLimiterMemory({ keyPrefix: 'reset-client', points: 20, duration: 15 * 60 }),
    resetMail: new RateLimiterMemory({ keyPrefix: 'reset-mail', points: 10, duration: 15 * 60 }),
  };
}

/** Takes one point or refuses with RATE_LIMITED. */
export async function consume(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new AppError('RATE_LIMITED');
    throw error;
  }
}

/** True when the key has no points left (without spending one). */
export async function isExhausted(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  const res = await limiter.get(key);
  return res !== null && res.remainingPoints <= 0;
}
