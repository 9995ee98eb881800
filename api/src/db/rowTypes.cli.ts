// npm run db:types -w @congress/api: migrates a fresh scratch database on the local PostgreSQL
// (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), writes the row types of
// every table to src/generated/tables.ts, then drops the scratch database. Works offline.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory from 'knex';
import './pgTypes';
import { migrationConfig } from './migrations';
import { renderRowTypes } from './rowTypes';

async function main(): Promise<void> {
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `congress_rowtypes_${Date.now()}_${process.pid}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl });
  await admin.raw(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const knex = knexFactory({ client: 'pg', connection: url.toString() });
    try {
      await knex.migrate.latest(migrationConfig);
      const file = join(__dirname, '..', 'generated', 'tables.ts');
      writeFileSync(file, await renderRowTypes(knex));
      console.log(`wrote ${file}`);
    } finally {
      await knex.destroy();
    }
  } finally {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
