import knexFactory from 'knex';

export default async function globalTeardown(): Promise<void> {
  const admin = knexFactory({
    client: 'pg',
    connection: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.raw(`DROP DATABASE IF EXISTS ${process.env.API_TEST_DB_NAME} WITH (FORCE)`);
  await admin.destroy();
}
