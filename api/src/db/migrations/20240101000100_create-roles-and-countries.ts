import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roles', (t) => {
    t.increments('id');
    t.string('name', 50).notNullable().unique();
    t.string('description', 200);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('countries', (t) => {
    t.string('code', 2).primary();
    t.string('name', 100).notNullable();
    t.string('dial_code', 10).notNullable();
    t.integer('sort_order').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('countries');
  await knex.schema.dropTable('roles');
}
