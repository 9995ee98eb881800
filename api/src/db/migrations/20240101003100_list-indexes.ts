import type { Knex } from 'knex';

// Indexes for the back-office lists (api/src/lists, docs/decisions.md "Admin list kit"):
// - "contains" filters run ILIKE '%text%', which no B-tree serves: trigram GIN indexes (pg_trgm;
//   the embedded PGlite loads the extension too, db/database.ts);
// - each list's default sort, with the id that breaks ties, so a first page reads 50 index entries;
// - the dormant list's filter and sort, coalesce(last_login_at, created_at), for live accounts.
// Dropped: B-tree indexes no query uses (lower(...) and name_kr cannot serve a substring search;
// the flag triple had `delete` first, which no filter narrows well).
const TRIGRAM = [
  ['users_email_trgm', 'users', 'email'],
  ['users_name_kr_trgm', 'users', 'name_kr'],
  ['users_given_name_trgm', 'users', '"givenName"'],
  ['users_family_name_trgm', 'users', '"familyName"'],
  ['users_affiliation_trgm', 'users', 'affiliation'],
  ['groups_title_trgm', 'groups', 'title'],
  ['send_emails_title_trgm', 'send_emails', 'title'],
  ['send_emails_usermail_trgm', 'send_emails', 'usermail'],
] as const;

const UNUSED = [
  ['users_name_kr_index', 'CREATE INDEX users_name_kr_index ON users (name_kr)'],
  [
    'users_family_given_index',
    'CREATE INDEX users_family_given_index ON users (lower("familyName"), lower("givenName"))',
  ],
  ['users_affiliation_index', 'CREATE INDEX users_affiliation_index ON users (lower(affiliation))'],
  ['users_flags_index', 'CREATE INDEX users_flags_index ON users ("delete", blocked, invited)'],
  ['users_created_at_index', 'CREATE INDEX users_created_at_index ON users (created_at)'],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  for (const [name, table, column] of TRIGRAM)
    await knex.raw(`CREATE INDEX ${name} ON ${table} USING gin (${column} gin_trgm_ops)`);
  // Members: default sort (created_at DESC, id DESC).
  await knex.raw('CREATE INDEX users_created_at_id_index ON users (created_at, id)');
  // Dormant accounts: WHERE NOT delete AND coalesce(...) < since ORDER BY coalesce(...), id.
  await knex.raw(
    'CREATE INDEX users_last_active_index ON users ((coalesce(last_login_at, created_at)), id) WHERE NOT "delete"',
  );
  // Mail log: default sort (created_at DESC, id DESC) without a type filter.
  await knex.raw('CREATE INDEX send_emails_created_at_id_index ON send_emails (created_at, id)');
  for (const [name] of UNUSED) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [, create] of UNUSED) await knex.raw(create);
  await knex.raw('DROP INDEX IF EXISTS send_emails_created_at_id_index');
  await knex.raw('DROP INDEX IF EXISTS users_last_active_index');
  await knex.raw('DROP INDEX IF EXISTS users_created_at_id_index');
  for (const [name] of TRIGRAM) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
}
