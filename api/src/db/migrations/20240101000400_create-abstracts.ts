import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('abstracts', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.string('title', 500).notNullable();
    t.string('preference', 10).checkIn(['ORAL', 'POSTER']);
    t.string('category', 12).checkIn(['ORIGINAL', 'CASE_REPORT']);
    t.string('topic', 40);
    t.text('objectives');
    t.text('methods');
    t.text('results');
    t.text('conclusions');
    t.string('keywords', 500);
    t.jsonb('author').notNullable().defaultTo('[]');
    t.jsonb('including').notNullable().defaultTo('[]');
    t.jsonb('terms').notNullable().defaultTo('{}');
    t.jsonb('history').notNullable().defaultTo('[]');
    t.string('status', 10)
      .notNullable()
      .defaultTo('SUBMITTED')
      .checkIn(['SUBMITTED', 'PENDING', 'WITHDRAWN', 'ACCEPTED', 'REJECTED']);
    t.boolean('delete').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
    t.index(['delete', 'created_at']);
    t.index(['topic']);
    t.index(['preference']);
    t.index(['status']);
  });
  await knex.raw('CREATE INDEX abstracts_title_lower_index ON abstracts (lower(title))');
  // The abstract's figures (file_img), in order.
  await knex.schema.createTable('abstract_files', (t) => {
    t.integer('abstract_id').notNullable().references('id').inTable('abstracts').onDelete('CASCADE');
    t.integer('file_id').notNullable().references('id').inTable('upload_files');
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['abstract_id', 'file_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('abstract_files');
  await knex.schema.dropTable('abstracts');
}
