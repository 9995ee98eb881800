import knexFactory from 'knex';
import { loadConfig } from '../src/config';
import { migrateAndSeed } from '../src/db/setup';
import { createLogger } from '../src/logger';
import { startHarness } from './harness';

describe('zero-setup mode: embedded PGlite behind the session server', () => {
  it('migrates, seeds demo content and answers GraphQL through the same pg/Knex path', async () => {
    const knex = knexFactory({
      client: 'pg',
      connection: process.env.DATABASE_URL,
      pool: { min: 0, max: 4 },
    });
    const config = loadConfig({ ...process.env, SEED_DEMO: 'true', ADMIN_PASSWORD: 'EmbeddedAdmin2024' });
    await migrateAndSeed(knex, config, createLogger('silent'));
    // Twice: a restart must find everything in place and insert nothing again.
    await migrateAndSeed(knex, config, createLogger('silent'));
    const news = await knex('news_and_notices').count<{ count: number }[]>({ count: '*' });
    expect(news[0]!.count).toBe(4);
    await knex.destroy();

    const h = await startHarness();
    try {
      const member = await h.createUser();
      const result = await h.gql<{ me: { email: string }; countries: { code: string }[] }>(
        '{ me { email } countries { code } }',
        {},
        member.token,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.me.email).toBe(member.email);
      expect(result.data?.countries[0]?.code).toBe('KR');
    } finally {
      await h.close();
    }
  });
});
