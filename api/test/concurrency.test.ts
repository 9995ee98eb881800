import { startHarness, type Harness } from './harness';
import { runMixedLoad, undeliveredMailsAfter } from './load/mixedLoad';

// The same load as concurrency.pglite.test.ts, on PostgreSQL.
describe('concurrent requests on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('answers every request with its own data, with no error, and delivers every mail', async () => {
    const outcome = await runMixedLoad(h);
    expect(outcome.mismatches).toEqual([]);
    expect(outcome.errors).toEqual([]);
    expect(outcome.answers).toBe(6 * 40 + 6 * 10 + 2 * 15);
    const stored = await h.knex('users').whereIn('email', outcome.signUps).count<{ count: string }[]>({
      count: '*',
    });
    expect(Number(stored[0]!.count)).toBe(30);
    expect(await undeliveredMailsAfter(h, 30)).toBe(0);
  }, 120_000);
});
