import type { Knex } from 'knex';

// What a file was uploaded for (the use decides who may attach it where), and one row per stored key.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('upload_files', (t) => {
    t.string('use', 30);
    t.unique(['path']);
    t.index(['uploaded_by', 'use']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('upload_files', (t) => {
    t.dropIndex(['uploaded_by', 'use']);
    t.dropUnique(['path']);
    t.dropColumn('use');
  });
}
