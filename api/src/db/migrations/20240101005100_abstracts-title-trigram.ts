import type { Knex } from 'knex';

// The organisers' abstract list filters titles with "contains" (lower(title) LIKE …, as every
// list does): a trigram index on lower(title), like the other lists' contains filters.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS abstracts_title_trgm ON abstracts USING gin (lower(title) gin_trgm_ops)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS abstracts_title_trgm');
}
