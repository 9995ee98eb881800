import type { Knex } from 'knex';

// Receipts (issue 27 §3, docs/decisions.md "Confirmed address before paying, receipts"):
// - one receipt per payment taken (pays PAID or BANK_TRANSFER) and one per successful
//   cancellation, each with what it states written once (payer, category, amounts, method,
//   approval number): a later edit of the member or the registration does not change it;
// - numbered without gaps: the number comes from the single row of receipt_counter, raised in the
//   transaction that takes the payment or records the cancellation. A rolled-back transaction
//   rolls its number back too (a sequence would leave a hole), and the row lock orders
//   concurrent payments;
// - the payer's mail about it is a new mail type, PAYMENT_RECEIPT.
const NEW_MAIL_TYPE = 'PAYMENT_RECEIPT';

/** The values a table's `type` check allows now (other branches may have added their own). */
async function mailTypesOf(knex: Knex, table: string): Promise<{ names: string[]; types: string[] }> {
  const { rows } = await knex.raw<{ rows: { conname: string; def: string }[] }>(
    `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = ?::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%(type)::text%'`,
    [table],
  );
  const types = new Set<string>();
  for (const { def } of rows)
    for (const [, value] of def.matchAll(/'([A-Z_]+)'/g)) types.add(value as string);
  return { names: rows.map((r) => r.conname), types: [...types] };
}

export async function setMailTypes(knex: Knex, table: string, change: (types: string[]) => string[]) {
  const { names, types } = await mailTypesOf(knex, table);
  for (const name of names) await knex.raw('ALTER TABLE ?? DROP CONSTRAINT ??', [table, name]);
  const list = change(types)
    .map((t) => `'${t.replace(/[^A-Z_]/g, '')}'`)
    .join(', ');
  await knex.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? CHECK (type IN (${list}))`, [
    table,
    `${table}_type_check`,
  ]);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('receipt_counter', (t) => {
    t.smallint('id').primary();
    t.integer('last_number').notNullable().defaultTo(0);
  });
  await knex.raw('ALTER TABLE receipt_counter ADD CONSTRAINT receipt_counter_one_row CHECK (id = 1)');
  await knex('receipt_counter').insert({ id: 1, last_number: 0 });

  await knex.schema.createTable('receipts', (t) => {
    t.increments('id').primary();
    t.integer('number').notNullable().unique();
    t.string('kind', 12).notNullable();
    t.integer('pay_id').notNullable().references('pays.id');
    t.integer('cancellation_id').unique().references('pay_cancellations.id');
    t.integer('user_id').notNullable().references('users.id');
    /** KRW taken (PAYMENT) or returned (CANCELLATION). */
    t.bigInteger('amount_krw').notNullable();
    /** The registration's fee and currency when paid; for USD the KRW charged follows the rate. */
    t.string('fee_currency', 3).notNullable();
    t.decimal('fee_amount', 14, 2).notNullable();
    t.integer('krw_rate').notNullable();
    t.string('payer_name', 200).notNullable();
    t.string('payer_email', 254).notNullable();
    t.string('category', 40);
    t.string('cash_code', 10);
    t.string('approval_no', 20);
    t.string('tid', 40);
    t.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['pay_id']);
    t.index(['user_id']);
  });
  await knex.raw(`ALTER TABLE receipts
    ADD CONSTRAINT receipts_kind_listed CHECK (kind IN ('PAYMENT', 'CANCELLATION')),
    ADD CONSTRAINT receipts_amount_positive CHECK (amount_krw > 0),
    ADD CONSTRAINT receipts_number_positive CHECK (number > 0),
    ADD CONSTRAINT receipts_cancellation_named CHECK ((kind = 'CANCELLATION') = (cancellation_id IS NOT NULL))`);
  // One receipt for taking a payment, however often its result arrives.
  await knex.raw("CREATE UNIQUE INDEX receipts_one_per_payment ON receipts (pay_id) WHERE kind = 'PAYMENT'");
  await setMailTypes(knex, 'mail_templates', (types) => [...new Set([...types, NEW_MAIL_TYPE])]);
  await setMailTypes(knex, 'send_emails', (types) => [...new Set([...types, NEW_MAIL_TYPE])]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('send_emails').where({ type: NEW_MAIL_TYPE }).delete();
  await knex('mail_templates').where({ type: NEW_MAIL_TYPE }).delete();
  await setMailTypes(knex, 'send_emails', (types) => types.filter((t) => t !== NEW_MAIL_TYPE));
  await setMailTypes(knex, 'mail_templates', (types) => types.filter((t) => t !== NEW_MAIL_TYPE));
  await knex.schema.dropTableIfExists('receipts');
  await knex.schema.dropTableIfExists('receipt_counter');
}
