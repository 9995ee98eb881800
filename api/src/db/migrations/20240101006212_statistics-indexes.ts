import type { Knex } from 'knex';

// Event statistics (modules/statistics): revenue counts confirmed payments by the day they were
// confirmed, so a date range reads paid_at. Only confirmed payments have one: a partial index.
// The other ranges read indexes that exist (registration_lists, users, abstracts, sponsors and
// pay_cancellations by created_at).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX pays_paid_at_index ON pays (paid_at) WHERE paid_at IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS pays_paid_at_index');
}
