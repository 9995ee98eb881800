import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('upload_files', (t) => {
    t.increments('id');
    t.string('name', 255).notNullable();
    t.string('url', 500).notNullable();
    t.string('path', 500).notNullable().comment('location on disk, relative to the upload folder');
    t.string('mime', 100);
    t.integer('size');
    t.integer('width');
    t.integer('height');
    t.integer('uploaded_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('upload_files');
}
