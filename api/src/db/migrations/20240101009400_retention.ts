import type { Knex } from 'knex';

// Retention and the member's own rights (issue 39 §4; docs/decisions.md "Retention and the
// member's own rights (issue 39)"):
// - retention_settings: one row, the periods organisers set (legal minimums checked by the API),
//   the day the congress ended (null: the last published programme day) and a version for saves
//   against a stale page;
// - retention_runs: each run of the schedule, dry or real: when, by whom (null: the daily job or
//   the command), what it counted per category and which members;
// - deletion_requests: a member's request to delete their data (PIPA Art. 36), with the day the
//   answer is due, who acted and what was kept;
// - users.anonymised_at, pays.erased_at: what the schedule already did (never done twice).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('retention_settings', (t) => {
    t.integer('id').primary();
    t.integer('payment_years').notNullable().defaultTo(5);
    t.integer('attendance_years').notNullable().defaultTo(3);
    t.integer('profile_months').notNullable().defaultTo(12);
    t.date('congress_ended_on');
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE retention_settings ADD CONSTRAINT retention_settings_one_row CHECK (id = 1)');
  await knex('retention_settings').insert({ id: 1 });

  await knex.schema.createTable('retention_runs', (t) => {
    t.increments('id').primary();
    t.boolean('dry_run').notNullable();
    t.integer('run_by').references('users.id').onDelete('SET NULL');
    t.timestamp('ran_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.jsonb('report').notNullable();
  });

  await knex.schema.createTable('deletion_requests', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('reason');
    t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.string('status', 10).notNullable().defaultTo('OPEN').checkIn(['OPEN', 'DONE']);
    t.timestamp('acted_at', { useTz: true });
    t.integer('acted_by').references('users.id').onDelete('SET NULL');
    t.jsonb('outcome');
  });
  // One open request per member (two clicks at once: one request).
  await knex.raw(
    `CREATE UNIQUE INDEX deletion_requests_one_open ON deletion_requests (user_id) WHERE status = 'OPEN'`,
  );

  await knex.schema.alterTable('users', (t) => {
    t.timestamp('anonymised_at', { useTz: true });
  });
  await knex.schema.alterTable('pays', (t) => {
    t.timestamp('erased_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pays', (t) => t.dropColumn('erased_at'));
  await knex.schema.alterTable('users', (t) => t.dropColumn('anonymised_at'));
  await knex.schema.dropTable('deletion_requests');
  await knex.schema.dropTable('retention_runs');
  await knex.schema.dropTable('retention_settings');
}
