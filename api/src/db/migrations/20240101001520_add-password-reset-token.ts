import type { Knex } from 'knex';

// Find password: GET /checkAuth answers a correct code with a one-time reset token, kept here only
// hashed; changeUserPasswordInFind must present it. Mails holding a secret (the code) are logged
// masked: the unmasked title and body wait in delivery_* until the mail is sent, then are wiped.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('send_emails', (t) => {
    t.string('reset_token', 64).unique();
    t.text('delivery_title');
    t.text('delivery_content');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('send_emails', (t) => {
    t.dropColumn('reset_token');
    t.dropColumn('delivery_title');
    t.dropColumn('delivery_content');
  });
}
