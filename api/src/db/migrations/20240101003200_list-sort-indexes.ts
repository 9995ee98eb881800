import type { Knex } from 'knex';

// The members list's other sorts and its yes/no filters at 100,000 members (docs/benchmarks.md,
// "Admin lists and export"): a page sorted by a column reads 50 entries of a (column, id) index
// instead of sorting every row; the rare flags (blocked, invited, deleted) get small partial
// indexes, so counting them does not read the whole table.
const SORTS = [
  ['users_email_id_index', 'email'],
  ['users_given_name_id_index', '"givenName"'],
  ['users_family_name_id_index', '"familyName"'],
  ['users_name_kr_id_index', 'name_kr'],
  ['users_affiliation_id_index', 'affiliation'],
  ['users_country_id_index', 'country'],
] as const;

const FLAGS = [
  ['users_blocked_index', 'blocked'],
  ['users_invited_index', 'invited'],
  ['users_deleted_index', '"delete"'],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, column] of SORTS) await knex.raw(`CREATE INDEX ${name} ON users (${column}, id)`);
  for (const [name, column] of FLAGS) await knex.raw(`CREATE INDEX ${name} ON users (id) WHERE ${column}`);
  // (country, id) serves the country filter too.
  await knex.raw('DROP INDEX IF EXISTS users_country_index');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX users_country_index ON users (country)');
  for (const [name] of [...SORTS, ...FLAGS]) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
}
