import type { Knex } from 'knex';

// News and popups get their operations (issue: news and notices, popups):
// - posts carry attached documents (the download center): an ordered list of upload_files ids;
// - the lists' "contains" filters (title, created_name) are served by trigram indexes on
//   lower(column), like every other list's (list-lower-trigram-indexes).
const TRIGRAM = [
  ['news_and_notices_title_trgm', 'news_and_notices', 'title'],
  ['news_and_notices_created_name_trgm', 'news_and_notices', 'created_name'],
  ['popups_title_trgm', 'popups', 'title'],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE news_and_notices ADD COLUMN attachment_ids integer[] NOT NULL DEFAULT '{}'`);
  for (const [name, table, column] of TRIGRAM)
    await knex.raw(
      `CREATE INDEX IF NOT EXISTS ${name} ON ${table} USING gin (lower(${column}) gin_trgm_ops)`,
    );
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of TRIGRAM) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
  await knex.raw('ALTER TABLE news_and_notices DROP COLUMN attachment_ids');
}
