import type { Knex } from 'knex';

// Walk-in registration at the congress desk (issue 26 §2, docs/decisions.md "Walk-in registration
// and front-desk accounts"):
// - two more payment methods (pays.cash_code): CASH and POS (the desk's card terminal);
// - walk_in_requests: one row per idempotency key the walk-in page sends, claimed first in the
//   transaction that writes the member, registration, payment and receipt. A double click or a
//   retry with the same key finds the row and answers with what the first request wrote; two
//   requests with one key at the same moment wait for each other on the key's unique index.
const CASH_CODES_BEFORE = ['CN', 'EP', 'RA', 'VA', 'MC', 'TM', 'BANK'];
const CASH_CODES_AFTER = [...CASH_CODES_BEFORE, 'CASH', 'POS'];

async function setCashCodes(knex: Knex, codes: readonly string[]) {
  const { rows } = await knex.raw<{ rows: { conname: string }[] }>(
    `SELECT conname FROM pg_constraint
      WHERE conrelid = 'pays'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%cash_code%'`,
  );
  for (const { conname } of rows) await knex.raw('ALTER TABLE pays DROP CONSTRAINT ??', [conname]);
  const list = codes.map((c) => `'${c.replace(/[^A-Z]/g, '')}'`).join(', ');
  await knex.raw(`ALTER TABLE pays ADD CONSTRAINT pays_cash_code_check CHECK (cash_code IN (${list}))`);
}

export async function up(knex: Knex): Promise<void> {
  await setCashCodes(knex, CASH_CODES_AFTER);
  await knex.schema.createTable('walk_in_requests', (t) => {
    t.increments('id').primary();
    t.string('idempotency_key', 100).notNullable().unique();
    // sha256 of the request's checked values: the same key with other values is refused.
    t.string('request_hash', 64).notNullable();
    t.integer('organiser_id').notNullable().references('id').inTable('users');
    t.integer('member_id').references('id').inTable('users');
    t.integer('registration_id').references('id').inTable('registration_lists');
    t.integer('pay_id').references('id').inTable('pays');
    t.integer('receipt_number');
    t.integer('amount_krw').notNullable().defaultTo(0);
    t.boolean('new_account').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('walk_in_requests');
  await setCashCodes(knex, CASH_CODES_BEFORE);
}
