import type { Knex } from 'knex';

// A second factor for the back office and sessions as rows (issue 39 §5; docs/decisions.md
// "A second factor for the back office (issue 39)").
//
// login_sessions: one row per login (the token carries its id): who, from which address and
// browser, when it started and was last seen, and when it was ended (by its owner, by a password
// change or a reset). second_factor_totp: the authenticator app's secret, encrypted with a key
// outside the database (tokens.ts), and the last time step used (a used code is refused).
// second_factor_passkeys: WebAuthn credentials. second_factor_recovery_codes: one-time codes,
// stored hashed. second_factor_challenges: a login waiting for its second factor (the pending
// token, stored hashed) and WebAuthn challenges, both short-lived and used once.
// second_factor_policy: one row, whether every organiser must have a second factor.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_sessions', (t) => {
    t.string('id', 32).primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('ip', 64);
    t.string('user_agent', 400);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.timestamp('ended_at', { useTz: true });
    // An organiser who must enrol a second factor before anything else (the society's setting).
    t.boolean('must_enrol').notNullable().defaultTo(false);
    t.index(['user_id', 'ended_at']);
  });
  await knex.schema.createTable('second_factor_totp', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('secret_encrypted').notNullable();
    // Null while enrolment waits for its first code.
    t.timestamp('confirmed_at', { useTz: true });
    t.bigInteger('last_used_step');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('second_factor_passkeys', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('credential_id', 512).notNullable().unique();
    t.text('public_key').notNullable();
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.string('transports', 200);
    t.string('name', 100).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true });
    t.index(['user_id']);
  });
  await knex.schema.createTable('second_factor_recovery_codes', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('code_hash', 64).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.unique(['user_id', 'code_hash']);
  });
  await knex.schema.createTable('second_factor_challenges', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // 'login': a pending login (token_hash: sha256 of the pending token); 'register': a passkey
    // registration's challenge.
    t.string('kind', 10).notNullable();
    t.string('token_hash', 64).unique();
    t.string('webauthn_challenge', 200);
    t.string('ip', 64);
    t.string('user_agent', 400);
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['user_id', 'kind']);
  });
  await knex.schema.createTable('second_factor_policy', (t) => {
    t.smallint('id').primary();
    t.boolean('required_for_organisers').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw(
    'ALTER TABLE second_factor_policy ADD CONSTRAINT second_factor_policy_one_row CHECK (id = 1)',
  );
  await knex('second_factor_policy').insert({ id: 1, required_for_organisers: false });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'second_factor_policy',
    'second_factor_challenges',
    'second_factor_recovery_codes',
    'second_factor_passkeys',
    'second_factor_totp',
    'login_sessions',
  ])
    await knex.schema.dropTableIfExists(table);
}
