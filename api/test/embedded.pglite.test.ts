import ExcelJS from 'exceljs';
import knexFactory from 'knex';
import { loadConfig } from '../src/config';
import { DEMO_POSTS } from '../src/db/seeds/demo/news';
import { migrateAndSeed } from '../src/db/setup';
import { createLogger } from '../src/logger';
import { asAdminRole, startHarness } from './harness';

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
    expect(news[0]!.count).toBe(DEMO_POSTS.length);
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

  it('serves the lists with the trigram indexes and streams an export through a cursor', async () => {
    const h = await startHarness();
    try {
      const indexes = await h.knex('pg_indexes').where({ indexname: 'users_email_trgm' }).select('indexname');
      expect(indexes).toHaveLength(1);
      const admin = await h.createUser({}, asAdminRole);
      const tag = `pgl${Date.now()}`;
      for (const name of ['ann', 'bob'])
        await h.createUser({ email: `${tag}-${name}@example.org`, username: `${tag}-${name}@example.org` });
      const list = await h.gql<{ users: { count: number } }>(
        'query ($f: UsersFilter) { users(filter: $f) { count rows { id } } }',
        { f: { email_contains: `${tag.toUpperCase()}-B` } },
        admin.token,
      );
      expect(list.data?.users.count).toBe(1);
      const res = await fetch(`${h.url}/export/members`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${admin.token}`,
          'x-download-reason': 'test',
        },
        body: JSON.stringify({ filter: { email_contains: tag } }),
      });
      expect(res.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.rowCount).toBe(3);
      // The session is free again after the cursor: a next request is answered.
      expect((await h.gql('{ health }')).data).toEqual({ health: 'ok' });
    } finally {
      await h.close();
    }
  });
});
