import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('speakers', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().unique().references('id').inTable('users');
    for (const file of ['file_cv', 'file_photo', 'file_lecture', 'file_presentation']) {
      t.integer(file).references('id').inTable('upload_files').onDelete('SET NULL');
    }
    t.integer('created_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('speakers');
}
