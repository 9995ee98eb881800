// The account lock with the in-memory limiters embedded mode uses (the PostgreSQL store is tested
// through the API in test/loginLimits.test.ts and test/rateLimits.test.ts).
import { AppError } from '../../../errors';
import {
  accountKey,
  accountOpen,
  anonymousAccountLimit,
  consumeOnAccount,
  createRateLimits,
  forgetAccount,
  loginLimit,
  spendOnAccount,
} from '../rateLimits';

describe('account lock in memory', () => {
  it('refuses addresses that failed on a spent account, lets one without failures in, forgets on success', async () => {
    const limit = loginLimit(createRateLimits());
    const owner = accountKey('admin@congress.local');
    for (let i = 0; i < 10; i += 1) await spendOnAccount(limit, owner, '198.51.100.7');
    expect((await accountOpen(limit, owner, '198.51.100.7')).open).toBe(false);
    expect((await accountOpen(limit, owner, '192.0.2.10')).open).toBe(true);
    // One failure from a new address while the account is spent: that address is refused too.
    await spendOnAccount(limit, owner, '203.0.113.1');
    expect((await accountOpen(limit, owner, '203.0.113.1')).open).toBe(false);
    expect((await accountOpen(limit, owner, '192.0.2.10')).open).toBe(true);
    // A success from an address forgets the account's failures and that address's...
    await forgetAccount(limit, owner, '203.0.113.1');
    expect((await accountOpen(limit, owner, '203.0.113.1')).open).toBe(true);
    // ...but not another address's own failures on it.
    expect((await accountOpen(limit, owner, '198.51.100.7')).open).toBe(false);
  });

  it('lets an address spend its allowance on a flooded account, then refuses it (free mutations)', async () => {
    const limit = anonymousAccountLimit(createRateLimits());
    const account = accountKey('target@example.org');
    for (let i = 0; i < 30; i += 1) await consumeOnAccount(limit, account, `203.0.113.${i + 1}`);
    for (let i = 0; i < 5; i += 1) await consumeOnAccount(limit, account, '192.0.2.77');
    const refused = consumeOnAccount(limit, account, '192.0.2.77', 1, 429);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(consumeOnAccount(limit, account, '192.0.2.78')).resolves.toBeUndefined();
    // An address that named it once before the flood still has the rest of its allowance.
    await expect(consumeOnAccount(limit, account, '203.0.113.1')).resolves.toBeUndefined();
  });
});
