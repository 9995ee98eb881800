// Brute-force protection (docs/decisions.md, "Rate limits"). On PostgreSQL the counters live in
// the `rate_limits` table, so every API replica spends one budget; each limiter has an in-memory
// insurance limiter that takes over while the database cannot be reached. Embedded (PGlite) mode
// is one process and keeps them in memory.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { AppError } from '../../errors';

export const RATE_LIMITS_TABLE = 'rate_limits';

export interface RateLimits {
  /** Failed logins per account (normalised identifier), from any address: see AccountLimit. */
  login: RateLimiterAbstract;
  /** Failed logins per account and client address. */
  loginAccountClient: RateLimiterAbstract;
  /** Failed logins per client address, whatever the account (password spraying). */
  loginClient: RateLimiterAbstract;
  /** Verification-code mails per e-mail address. */
  codeMail: RateLimiterAbstract;
  /** Verification-code mails and checks per client address. */
  codeClient: RateLimiterAbstract;
  /** Wrong verification-code checks (GET /checkAuth) per account, from any address: see AccountLimit. */
  codeCheckAccount: RateLimiterAbstract;
  /** Wrong verification-code checks per account and client address. */
  codeCheckAccountClient: RateLimiterAbstract;
  /** Find-password changes (changeUserPasswordInFind) per client address. */
  resetClient: RateLimiterAbstract;
  /** Refused find-password changes per e-mail address, from any address: see AccountLimit. */
  resetMail: RateLimiterAbstract;
  /** Refused find-password changes per e-mail address and client address. */
  resetMailClient: RateLimiterAbstract;
  /** Username checks (duplicateUserName) per client address. */
  usernameClient: RateLimiterAbstract;
  /** Username checks per checked name. */
  usernameAccount: RateLimiterAbstract;
  /** Free (no-token) mutations per client address: each root field costs one point. */
  anonymousClient: RateLimiterAbstract;
  /** Free mutations naming an account (e-mail, identifier, username), per account: see AccountLimit. */
  anonymousAccount: RateLimiterAbstract;
  /** Free mutations naming an account, per account and client address. */
  anonymousAccountClient: RateLimiterAbstract;
  /** No-token uploads (POST /upload/free, sponsor documents) per client address: one point a request. */
  freeUploadClient: RateLimiterAbstract;
  /** Sponsorship applications (createSponsor, no token) per client address, on top of anonymousClient. */
  sponsorApplyClient: RateLimiterAbstract;
  /** Payment gateway callbacks (/payments/kg/*) per client address; KG's own addresses are exempt. */
  gatewayCallbackClient: RateLimiterAbstract;
  /** Sign-ups (register: an account and a mail each) per client address. */
  signUpClient: RateLimiterAbstract;
  /** Sign-ups per e-mail domain, from any address: see AccountLimit (signUpDomainLimit). */
  signUpDomain: RateLimiterAbstract;
  /** Sign-ups per e-mail domain and client address. */
  signUpDomainClient: RateLimiterAbstract;
  /** Wrong passwords per account from all addresses, never forgotten on a success: past it, guessing slows. */
  loginCeiling: RateLimiterAbstract;
  /** Past the ceiling, the one guess per interval that addresses new to the account share. */
  loginSlowLane: RateLimiterAbstract;
  /** Addresses an account logged in from (account and address): the owner's usual ones. */
  loginKnownAddress: RateLimiterAbstract;
  /** The mail telling an account's owner of a burst of wrong passwords: one per window. */
  loginAlertMail: RateLimiterAbstract;
  /** Wrong second factors (TOTP, recovery code, passkey) per account, from any address: see AccountLimit. */
  secondFactorAccount: RateLimiterAbstract;
  /** Wrong second factors per account and client address. */
  secondFactorAccountClient: RateLimiterAbstract;
}

/** Budgets: points per duration in seconds. */
export const BUDGETS: Record<keyof RateLimits, { points: number; duration: number }> = {
  login: { points: 10, duration: 15 * 60 },
  loginAccountClient: { points: 10, duration: 15 * 60 },
  loginClient: { points: 30, duration: 15 * 60 },
  codeMail: { points: 3, duration: 10 * 60 },
  codeClient: { points: 30, duration: 60 * 60 },
  codeCheckAccount: { points: 10, duration: 60 * 60 },
  codeCheckAccountClient: { points: 10, duration: 60 * 60 },
  resetClient: { points: 20, duration: 15 * 60 },
  resetMail: { points: 10, duration: 15 * 60 },
  resetMailClient: { points: 10, duration: 15 * 60 },
  usernameClient: { points: 60, duration: 10 * 60 },
  usernameAccount: { points: 20, duration: 10 * 60 },
  anonymousClient: { points: 200, duration: 15 * 60 },
  anonymousAccount: { points: 30, duration: 15 * 60 },
  anonymousAccountClient: { points: 30, duration: 15 * 60 },
  freeUploadClient: { points: 10, duration: 60 * 60 },
  sponsorApplyClient: { points: 5, duration: 60 * 60 },
  gatewayCallbackClient: { points: 100, duration: 15 * 60 },
  signUpClient: { points: 10, duration: 60 * 60 },
  signUpDomain: { points: 30, duration: 60 * 60 },
  signUpDomainClient: { points: 10, duration: 60 * 60 },
  loginCeiling: { points: 30, duration: 15 * 60 },
  loginSlowLane: { points: 1, duration: 60 },
  // 20 days: the memory store times keys out with setTimeout, which cannot wait 24.9 days or more.
  loginKnownAddress: { points: 1, duration: 20 * 24 * 60 * 60 },
  loginAlertMail: { points: 1, duration: 15 * 60 },
  // A 6-digit code: 10 guesses per 15 minutes make a success take years (issue 39 §5).
  secondFactorAccount: { points: 10, duration: 15 * 60 },
  secondFactorAccountClient: { points: 10, duration: 15 * 60 },
};

/** The budgets the configuration sets (config.ts, RATE_LIMIT_*): main.ts and the test harness. */
export const configuredPoints = (config: Config): Partial<Record<keyof RateLimits, number>> => ({
  anonymousClient: config.RATE_LIMIT_ANONYMOUS_PER_ADDRESS,
  sponsorApplyClient: config.RATE_LIMIT_SPONSOR_APPLY_PER_ADDRESS,
  signUpClient: config.RATE_LIMIT_SIGN_UP_PER_ADDRESS,
  signUpDomain: config.RATE_LIMIT_SIGN_UP_PER_DOMAIN,
  signUpDomainClient: config.RATE_LIMIT_SIGN_UP_PER_ADDRESS,
  loginCeiling: config.RATE_LIMIT_LOGIN_GUESSES_PER_ACCOUNT,
});

export interface RateLimitOptions {
  /** PostgreSQL to share counters between replicas; memory when absent (embedded mode, unit tests). */
  knex?: Knex;
  /** Prefixed to every key: tests give each server its own counters in one database. */
  namespace?: string;
  /** Overrides of the default budgets' points (configuration). */
  points?: Partial<Record<keyof RateLimits, number>>;
}

/** After a failed connection, how long the limiters count in memory without trying the database. */
const STORE_RETRY_MS = 1_000;

/**
 * The limiters' view of the database (rate-limiter-flexible's knex store takes a connection from
 * `client.acquireConnection()`): once taking a connection has failed, every limiter goes straight
 * to its insurance for STORE_RETRY_MS instead of each waiting out the pool's timeouts in turn (a
 * sign-up checks four budgets before it writes: four waits while the database was cut).
 */
function storeWithBreaker(knex: Knex) {
  let openUntil = 0;
  return {
    client: {
      acquireConnection: async () => {
        if (Date.now() < openUntil) throw new Error('rate limit store: database unreachable a moment ago');
        try {
          return await knex.client.acquireConnection();
        } catch (error) {
          openUntil = Date.now() + STORE_RETRY_MS;
          throw error;
        }
      },
      releaseConnection: (connection: unknown) => knex.client.releaseConnection(connection),
    },
  };
}

export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const store = options.knex ? storeWithBreaker(options.knex) : undefined;
  const limiter = (name: keyof RateLimits): RateLimiterAbstract => {
    const budget = { ...BUDGETS[name], points: options.points?.[name] ?? BUDGETS[name].points };
    const keyPrefix = `${options.namespace ?? ''}${name}`;
    if (!store) return new RateLimiterMemory({ keyPrefix, ...budget });
    return new RateLimiterPostgres({
      storeClient: store,
      storeType: 'knex',
      tableName: RATE_LIMITS_TABLE,
      // Created by a migration: the limiter must not race other replicas creating it.
      tableCreated: true,
      // The migration's index serves this; a replica deleting another's expired rows is harmless.
      clearExpiredByTimeout: true,
      keyPrefix,
      ...budget,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, ...budget }),
    });
  };
  // Spelled out: the compiler checks that every limit of RateLimits is built.
  return {
    login: limiter('login'),
    loginAccountClient: limiter('loginAccountClient'),
    loginClient: limiter('loginClient'),
    codeMail: limiter('codeMail'),
    codeClient: limiter('codeClient'),
    codeCheckAccount: limiter('codeCheckAccount'),
    codeCheckAccountClient: limiter('codeCheckAccountClient'),
    resetClient: limiter('resetClient'),
    resetMail: limiter('resetMail'),
    resetMailClient: limiter('resetMailClient'),
    usernameClient: limiter('usernameClient'),
    usernameAccount: limiter('usernameAccount'),
    anonymousClient: limiter('anonymousClient'),
    anonymousAccount: limiter('anonymousAccount'),
    anonymousAccountClient: limiter('anonymousAccountClient'),
    freeUploadClient: limiter('freeUploadClient'),
    sponsorApplyClient: limiter('sponsorApplyClient'),
    gatewayCallbackClient: limiter('gatewayCallbackClient'),
    signUpClient: limiter('signUpClient'),
    signUpDomain: limiter('signUpDomain'),
    signUpDomainClient: limiter('signUpDomainClient'),
    loginCeiling: limiter('loginCeiling'),
    loginSlowLane: limiter('loginSlowLane'),
    loginKnownAddress: limiter('loginKnownAddress'),
    loginAlertMail: limiter('loginAlertMail'),
    secondFactorAccount: limiter('secondFactorAccount'),
    secondFactorAccountClient: limiter('secondFactorAccountClient'),
  };
}

/**
 * The key of an account named by a caller: sha256 of the NFKC-normalised, trimmed, lower-cased
 * identifier. `A@Example.org `, `a@example.org` and its full-width spelling share one budget, and
 * the table never holds an address in clear.
 */
export function accountKey(identifier: string): string {
  return createHash('sha256').update(identifier.normalize('NFKC').trim().toLowerCase()).digest('hex');
}

/**
 * Takes `points` (one by default) or refuses with RATE_LIMITED. httpStatus 429 applies to refusals
 * before execution (plugins); inside a resolver the answer stays 200 with the error.
 */
export async function consume(
  limiter: RateLimiterAbstract,
  key: string,
  points = 1,
  httpStatus?: number,
): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new AppError('RATE_LIMITED', { httpStatus });
    throw error;
  }
}

/**
 * The key's state without spending a point: whether it has no points left, and whether anything
 * is recorded for it at all (nothing recorded: nothing to delete).
 */
export async function budgetOf(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<{ exhausted: boolean; recorded: boolean }> {
  const res = await limiter.get(key);
  return { exhausted: res !== null && res.remainingPoints <= 0, recorded: res !== null };
}

/**
 * A per-account limit that a guesser cannot turn against the account's owner (docs/decisions.md,
 * "Lock-out policy"; OWASP Authentication Cheat Sheet, account lockout). Points are spent per
 * account from any address and per account and address. An address that spent its own budget on
 * the account is refused; once the account's budget is spent, so is every address that spent
 * `allowance` or more on it, while an address that did not (the owner's, usually) still passes.
 */
export interface AccountLimit {
  account: RateLimiterAbstract;
  accountClient: RateLimiterAbstract;
  /** What an address may still spend on an account whose budget is spent. */
  allowance: number;
}

const accountClientKey = (account: string, ip: string) => `${account}:${ip}`;

/** Failed logins: while the account is under attack, only an address without a failure on it may try. */
export const loginLimit = (limits: RateLimits): AccountLimit => ({
  account: limits.login,
  accountClient: limits.loginAccountClient,
  allowance: 1,
});

/** Wrong code checks: as failed logins (each code also dies after AUTH_CODE_MAX_ATTEMPTS wrong tries). */
export const codeCheckLimit = (limits: RateLimits): AccountLimit => ({
  account: limits.codeCheckAccount,
  accountClient: limits.codeCheckAccountClient,
  allowance: 1,
});

/** Refused find-password changes (a wrong reset token): as failed logins. */
export const resetLimit = (limits: RateLimits): AccountLimit => ({
  account: limits.resetMail,
  accountClient: limits.resetMailClient,
  allowance: 1,
});

/** Wrong second factors: as failed logins (each pending login also dies after a few wrong answers). */
export const secondFactorLimit = (limits: RateLimits): AccountLimit => ({
  account: limits.secondFactorAccount,
  accountClient: limits.secondFactorAccountClient,
  allowance: 1,
});

/** Free mutations naming an account: enough for the owner's find-password steps while it is flooded. */
export const anonymousAccountLimit = (limits: RateLimits): AccountLimit => ({
  account: limits.anonymousAccount,
  accountClient: limits.anonymousAccountClient,
  allowance: 5,
});

/**
 * Sign-ups for one e-mail domain: once the domain's budget is spent, an address that already
 * signed up someone there is refused, while a new address (the next colleague at that hospital)
 * still passes; a flood cannot close a domain's sign-ups to everyone.
 */
export const signUpDomainLimit = (limits: RateLimits): AccountLimit => ({
  account: limits.signUpDomain,
  accountClient: limits.signUpDomainClient,
  allowance: 1,
});

/**
 * Whether this address may act on this account now (nothing is spent), and whether anything is
 * recorded for the pair (nothing recorded: nothing to forget).
 */
export async function accountOpen(
  limit: AccountLimit,
  account: string,
  ip: string,
): Promise<{ open: boolean; recorded: boolean }> {
  const [total, own] = await Promise.all([
    limit.account.get(account),
    limit.accountClient.get(accountClientKey(account, ip)),
  ]);
  const spentHere = own?.consumedPoints ?? 0;
  const open =
    !(own && own.remainingPoints <= 0) &&
    !(total && total.remainingPoints <= 0 && spentHere >= limit.allowance);
  return { open, recorded: total !== null || own !== null };
}

/** Refuses with RATE_LIMITED when the address may not act on the account (see accountOpen). */
export async function requireAccountOpen(
  limit: AccountLimit,
  account: string,
  ip: string,
  httpStatus?: number,
): Promise<{ recorded: boolean }> {
  const state = await accountOpen(limit, account, ip);
  if (!state.open) throw new AppError('RATE_LIMITED', { httpStatus });
  return state;
}

/**
 * Spends points on the account and on the account and address, then refuses with RATE_LIMITED
 * when the address might not act on the account before (see accountOpen): one round trip, for
 * the requests every free mutation makes. A refused address keeps spending its own budget.
 */
export async function consumeOnAccount(
  limit: AccountLimit,
  account: string,
  ip: string,
  points = 1,
  httpStatus?: number,
): Promise<void> {
  const [total, own] = await Promise.all([
    limit.account.penalty(account, points),
    limit.accountClient.penalty(accountClientKey(account, ip), points),
  ]);
  const spentHereBefore = own.consumedPoints - points;
  const ownSpent = own.consumedPoints > limit.accountClient.points;
  const accountSpent = total.consumedPoints - points >= limit.account.points;
  if (ownSpent || (accountSpent && spentHereBefore >= limit.allowance))
    throw new AppError('RATE_LIMITED', { httpStatus });
}

/** Spends points on the account and on the account and address; never refuses (penalty). */
export async function spendOnAccount(limit: AccountLimit, account: string, ip: string, points = 1) {
  await Promise.all([
    limit.account.penalty(account, points),
    limit.accountClient.penalty(accountClientKey(account, ip), points),
  ]);
}

/** The owner proved who they are: the account's failures, and this address's on it, are forgotten. */
export async function forgetAccount(limit: AccountLimit, account: string, ip: string) {
  await Promise.all([
    limit.account.delete(account),
    limit.accountClient.delete(accountClientKey(account, ip)),
  ]);
}
