// Issue 36: a burst of reads beyond the connection pool waits its turn instead of losing answers
// ("Timeout acquiring a connection"), and the pool is sized from the settings. An unreachable
// database still answers 503 at once: faults.test.ts.
import { startDatabase } from '../src/db/database';
import { startHarness, type Harness } from './harness';

const ME = '{ me { id email givenName familyName } }';

describe('connection pool', () => {
  it('is sized from DATABASE_POOL_MAX and waits DATABASE_ACQUIRE_TIMEOUT_MS', async () => {
    const database = await startDatabase({
      databaseUrl: process.env.DATABASE_URL as string,
      dataDir: '/nonexistent',
      pool: { DATABASE_POOL_MAX: 7, DATABASE_ACQUIRE_TIMEOUT_MS: 15_000 },
    });
    try {
      await database.knex.raw('select 1');
      const client = database.knex.client as {
        pool: { max: number };
        config: { acquireConnectionTimeout: number };
      };
      expect(client.pool.max).toBe(7);
      expect(client.config.acquireConnectionTimeout).toBe(15_000);
    } finally {
      await database.stop();
    }
  });
});

describe('a burst of authenticated reads beyond the pool', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ DATABASE_POOL_MAX: '5' });
  });
  afterAll(() => h.close());

  it('240 concurrent reads while every connection is busy for 4 s: each answers in full, its own member', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => h.createUser()));
    const pool = (h.knex.client as { pool: { max: number } }).pool;
    // Every pooled connection is taken by a slow statement (a report, a busy moment of PostgreSQL)
    // for longer than the old 3 s wait; the burst arrives meanwhile.
    // (then: a query builder runs only once awaited.)
    const slow = Array.from({ length: pool.max }, () => h.knex.raw('select pg_sleep(4)').then(() => 'slept'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = await Promise.all(
      Array.from({ length: 240 }, async (_, i) => {
        const member = members[i % members.length] as (typeof members)[0];
        const res = await h.gql<{ me: { id: string; email: string } | null }>(ME, {}, member.token);
        return { member, res };
      }),
    );
    expect(await Promise.all(slow)).toEqual(Array(pool.max).fill('slept'));
    const failed = answers.filter(({ res }) => res.errors || !res.data?.me);
    expect(failed.map(({ res }) => res.errors?.[0]?.message)).toEqual([]);
    // No mix-ups: every answer is its own member's.
    expect(answers.filter(({ member, res }) => res.data?.me?.email !== member.email)).toEqual([]);
    // 240 requests through the pool on a shared 2-core machine: more than the default 30 s.
  }, 90_000);
});
