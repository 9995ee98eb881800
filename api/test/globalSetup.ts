import knexFactory from 'knex';
import { migrationConfig } from '../src/db/migrations';
import { shareTestDataKeys } from './testDataKeys';

// A fresh database per run on the server of TEST_PG_URL; the tests see it as DATABASE_URL.
export default async function globalSetup(): Promise<void> {
  shareTestDataKeys();
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `congress_test_${Date.now()}_${process.pid}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl });
  // Drop databases that interrupted runs left behind (named with their start time), after 6 hours.
  const { rows } = await admin.raw(
    "SELECT datname FROM pg_database WHERE datname ~ '^congress_(test|e2e)_[0-9]+_'",
  );
  for (const { datname } of rows as { datname: string }[]) {
    const startedAt = Number(datname.split('_')[2]);
    if (Date.now() - startedAt > 6 * 3600_000)
      await admin.raw(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Named per project: jest runs every project's globalSetup in one process.
  process.env.API_TEST_DATABASE_URL = url.toString();
  process.env.API_TEST_DB_NAME = name;
  const knex = knexFactory({ client: 'pg', connection: process.env.API_TEST_DATABASE_URL });
  await knex.migrate.latest(migrationConfig);
  await knex.destroy();
}
