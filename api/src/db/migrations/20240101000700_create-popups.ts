import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('popups', (t) => {
    t.increments('id');
    t.boolean('use').notNullable().defaultTo(true);
    t.string('title', 200).notNullable();
    t.timestamp('start', { useTz: true }).notNullable();
    // 3000-12-31T23:59:59 means no end date (spec §9).
    t.timestamp('end', { useTz: true }).notNullable();
    t.text('content').notNullable().defaultTo('');
    t.integer('size_width').notNullable().defaultTo(400);
    t.integer('size_height').notNullable().defaultTo(400);
    t.string('location', 10).notNullable().defaultTo('CENTER').checkIn(['LEFT', 'CENTER', 'RIGHT']);
    t.string('created_name', 100);
    t.boolean('delete').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['delete', 'use', 'start', 'end']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('popups');
}
