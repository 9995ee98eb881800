// Several API processes starting at once on a fresh database (replicas behind a load balancer):
// each migrates and seeds, none fails on the other's migration lock or first organiser.
import knexFactory from 'knex';
import { loadConfig } from '../src/config';
import { createKnex } from '../src/db/database';
import { migrateAndSeed } from '../src/db/setup';
import { createLogger } from '../src/logger';

jest.setTimeout(120_000);

it('migrates and seeds a fresh database from three processes at once', async () => {
  const admin = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL as string });
  const name = `${process.env.API_TEST_DB_NAME}_start`;
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  const config = loadConfig({ ...process.env, DATABASE_URL: url.toString(), SEED_DEMO: 'true' });
  const logger = createLogger('silent');
  const knexes = [1, 2, 3].map(() => createKnex(url.toString(), 4));
  try {
    const results = await Promise.all(knexes.map((knex) => migrateAndSeed(knex, config, logger)));
    // The first organiser was created once, by one of them.
    expect(results.filter((r) => r.adminCreated)).toHaveLength(1);
    const [knex] = knexes as [ReturnType<typeof createKnex>];
    expect(
      await knex('users').whereRaw('lower(email) = lower(?)', [config.ADMIN_EMAIL]).count({ n: '*' }),
    ).toEqual([{ n: 1 }]);
  } finally {
    await Promise.all(knexes.map((k) => k.destroy()));
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  }
});
