import type { Knex } from 'knex';

// The presentation of an accepted abstract (issue 9, "presenters of accepted abstracts upload their
// presentation"): one file per abstract (upload use abstractPresentation), replaceable until
// PRESENTATION_UPLOAD_DEADLINE, and when it was last set. The list's "presentation uploaded" filter
// reads file_presentation; the abstracts are few (hundreds), so no index of its own.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('abstracts', (t) => {
    t.integer('file_presentation').references('id').inTable('upload_files').onDelete('SET NULL');
    t.timestamp('presentation_uploaded_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('abstracts', (t) => {
    t.dropColumn('presentation_uploaded_at');
    t.dropColumn('file_presentation');
  });
}
