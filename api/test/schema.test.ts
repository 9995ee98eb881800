import knexFactory from 'knex';
import { migrationConfig } from '../src/db/migrations';

const TABLES = [
  'roles',
  'countries',
  'users',
  'upload_files',
  'abstracts',
  'abstract_files',
  'speakers',
  'groups',
  'group_users',
  'popups',
  'news_and_notices',
  'mail_templates',
  'send_emails',
  'registration_lists',
  'pays',
  'sponsors',
  'memo_lists',
  'seed_history',
];

describe('migrations', () => {
  const knex = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL });
  afterAll(() => knex.destroy());

  it('create a table for every entity', async () => {
    for (const table of TABLES) expect(await knex.schema.hasTable(table)).toBe(true);
  });

  it('store timestamps with time zone', async () => {
    const { rows } = await knex.raw(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type = 'timestamp without time zone'`,
    );
    expect(rows).toEqual([]);
  });

  it('enforce enum values with check constraints', async () => {
    await expect(
      // @ts-expect-error a location off the list: what the check constraint refuses
      knex('popups').insert({ title: 'x', start: new Date(), end: new Date(), location: 'TOP' }),
    ).rejects.toThrow(/check constraint/);
  });

  it('roll back to nothing and forward again on a separate database', async () => {
    const name = `${process.env.API_TEST_DB_NAME}_rollback`;
    await knex.raw(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    const other = knexFactory({ client: 'pg', connection: url.toString() });
    try {
      await other.migrate.latest(migrationConfig);
      await other.migrate.rollback(migrationConfig, true);
      expect(await other.schema.hasTable('users')).toBe(false);
      const [, applied] = await other.migrate.latest(migrationConfig);
      expect(applied.length).toBeGreaterThanOrEqual(13);
    } finally {
      await other.destroy();
      await knex.raw(`DROP DATABASE ${name} WITH (FORCE)`);
    }
  });
});
