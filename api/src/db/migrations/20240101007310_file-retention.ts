import type { Knex } from 'knex';

// File retention (issue 23 §2, files.sweeper.ts): when the sweeper first found a file unreferenced
// (it is deleted once that is older than the grace period), and when an account was deleted (its
// private files go after the retention period). Accounts deleted before this have no date: they
// count from now.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('upload_files', (t) => {
    t.timestamp('orphaned_at', { useTz: true });
    t.index(['orphaned_at']);
  });
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deleted_at', { useTz: true });
  });
  await knex('users').where({ delete: true }).update({ deleted_at: knex.fn.now() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('deleted_at'));
  await knex.schema.alterTable('upload_files', (t) => {
    t.dropIndex(['orphaned_at']);
    t.dropColumn('orphaned_at');
  });
}
