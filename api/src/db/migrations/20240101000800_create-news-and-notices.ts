import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('news_and_notices', (t) => {
    t.increments('id');
    t.string('title', 300).notNullable();
    t.text('content').notNullable().defaultTo('');
    t.string('type', 10).notNullable().checkIn(['NOTICE', 'NEWS', 'GALLERY', 'DOWNLOAD']);
    t.integer('viewCount').notNullable().defaultTo(0);
    t.string('created_name', 100);
    t.integer('gallery_main').references('id').inTable('upload_files').onDelete('SET NULL');
    t.boolean('delete').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['delete', 'type', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('news_and_notices');
}
