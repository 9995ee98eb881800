import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('groups', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.string('type', 50).notNullable();
    t.boolean('free').notNullable().defaultTo(false);
    t.boolean('delete').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['delete', 'type']);
  });
  // Group.group_user_id of the spec: which users belong to which group.
  await knex.schema.createTable('group_users', (t) => {
    t.integer('group_id').notNullable().references('id').inTable('groups').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.primary(['group_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('group_users');
  await knex.schema.dropTable('groups');
}
