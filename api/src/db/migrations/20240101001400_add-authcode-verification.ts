import type { Knex } from 'knex';

// The find-password flow checks a mailed code (GET /checkAuth) before the new password is set
// (changeUserPasswordInFind): the check is recorded here, and the code is used up by the change.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('send_emails', (t) => {
    t.timestamp('authcode_verified_at', { useTz: true });
    t.integer('authcode_attempts').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('send_emails', (t) => {
    t.dropColumn('authcode_verified_at');
    t.dropColumn('authcode_attempts');
  });
}
