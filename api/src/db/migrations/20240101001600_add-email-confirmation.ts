import type { Knex } from 'knex';

// Sign-up confirms the address before the account receives other mails (docs/decisions.md):
// a single-use link token, stored hashed with its expiry; and automatic mails are marked so the
// per-recipient limits count only them (an organiser's hand-written mails are not limited).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('confirmation_token_hash', 64);
    t.timestamp('confirmation_expires_at', { useTz: true });
    t.timestamp('confirmed_at', { useTz: true });
  });
  await knex.raw(
    'CREATE UNIQUE INDEX users_confirmation_token_hash_unique ON users (confirmation_token_hash) WHERE confirmation_token_hash IS NOT NULL',
  );
  // Accounts made before confirmation existed keep receiving their mails.
  await knex('users').where({ confirmed: false }).update({ confirmed: true });
  await knex.schema.alterTable('send_emails', (t) => {
    t.boolean('automatic').notNullable().defaultTo(false);
  });
  await knex.raw(
    'CREATE INDEX send_emails_automatic_recipient_index ON send_emails (lower(usermail), created_at) WHERE automatic',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS send_emails_automatic_recipient_index');
  await knex.schema.alterTable('send_emails', (t) => {
    t.dropColumn('automatic');
  });
  await knex.raw('DROP INDEX IF EXISTS users_confirmation_token_hash_unique');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('confirmation_token_hash');
    t.dropColumn('confirmation_expires_at');
    t.dropColumn('confirmed_at');
  });
}
