import { startHarness, type Harness } from './harness';
import { expectCleanMixedLoad } from './load/mixedLoad';

// The same load as concurrency.pglite.test.ts, on PostgreSQL.
describe('concurrent requests on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('answers every request with its own data, with no error, and delivers every mail', async () => {
    await expectCleanMixedLoad(h, 30);
  }, 120_000);
});
