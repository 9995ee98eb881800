import type { Knex } from 'knex';

// Records which one-off seed sets (demo content) already ran, so a restart never re-inserts them
// and an organiser's deletions stay deleted.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('seed_history', (t) => {
    t.string('name', 100).primary();
    t.timestamp('ran_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('seed_history');
}
