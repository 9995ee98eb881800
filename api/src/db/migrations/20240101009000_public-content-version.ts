import type { Knex } from 'knex';

// The public pages' content version (docs/decisions.md, "One renderer"): one number, raised by the
// database itself in the transaction of every write to a table a public page shows, so a rendered
// page is never served after the change it missed has committed — whichever code path wrote it,
// and on every replica (they read the same row).
const TABLES_SHOWN = [
  'popups',
  'sponsors',
  'site_settings',
  'programme_versions',
  'programme_speakers',
  'programme_public_files',
];
// A reader's view raises only viewCount: not a change of the page.
const NEWS_COLUMNS = [
  'title',
  'content',
  'type',
  'created_name',
  'gallery_main',
  'delete',
  'created_at',
  'attachment_ids',
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table public_content (
      id smallint primary key default 1 check (id = 1),
      version bigint not null default 1,
      changed_at timestamptz not null default now()
    );
    insert into public_content default values;
    create function raise_public_content_version() returns trigger language plpgsql as $$
    begin
      update public_content set version = version + 1, changed_at = now() where id = 1;
      return null;
    end $$;
  `);
  for (const table of TABLES_SHOWN)
    await knex.raw(
      `create trigger ${table}_public_content after insert or update or delete or truncate on ${table}
       for each statement execute function raise_public_content_version()`,
    );
  await knex.raw(
    `create trigger news_and_notices_public_content
     after insert or delete or truncate or update of ${NEWS_COLUMNS.map((c) => `"${c}"`).join(', ')}
     on news_and_notices for each statement execute function raise_public_content_version()`,
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...TABLES_SHOWN, 'news_and_notices'])
    await knex.raw(`drop trigger if exists ${table}_public_content on ${table}`);
  await knex.raw(
    'drop function if exists raise_public_content_version(); drop table if exists public_content',
  );
}
