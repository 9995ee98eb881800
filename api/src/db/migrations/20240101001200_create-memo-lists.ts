import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('memo_lists', (t) => {
    t.increments('id');
    t.integer('relationId').notNullable();
    t.string('type', 20).notNullable().checkIn(['USER', 'REGISTRATION', 'PAY', 'SPONSOR', 'ABSTRACT']);
    t.text('contents').notNullable();
    t.text('lastLog').comment('who changed it last, and when');
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['type', 'relationId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('memo_lists');
}
