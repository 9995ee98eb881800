import type { Knex } from 'knex';

// Visa invitation letters (docs/decisions.md, "Visa invitation letters"):
// - one request per member (visa_letters.user_id unique), with the passport details as the member
//   sent them: the letter prints these, so a later profile edit does not change an issued letter;
// - status REQUESTED, APPROVED or REJECTED; a decision names who and when; a rejection has a
//   reason; an approved letter has its number (drawn from visa_letter_serial), unique;
// - the dates are in order (birth < issue < expiry) and the names fit the letter's fonts;
// - the member's decision mail is a new mail type, VISA_LETTER_DECISION.
const NEW_MAIL_TYPE = 'VISA_LETTER_DECISION';

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

async function setMailTypes(knex: Knex, table: string, change: (types: string[]) => string[]) {
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
  await knex.raw('CREATE SEQUENCE IF NOT EXISTS visa_letter_serial');
  await knex.schema.createTable('visa_letters', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('status', 16).notNullable().defaultTo('REQUESTED');
    t.string('given_name', 100).notNullable();
    t.string('family_name', 100).notNullable();
    t.string('nationality', 100).notNullable();
    t.string('passport_number', 30).notNullable();
    t.date('birth').notNullable();
    t.date('issue').notNullable();
    t.date('expire').notNullable();
    t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('decided_by').references('users.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true });
    t.string('reason', 500);
    t.string('letter_number', 32).unique();
    // The language the member asked in: their decision mail's.
    t.string('locale', 2).notNullable().defaultTo('en').checkIn(['en', 'ko']);
    t.index(['status', 'requested_at']);
  });
  await knex.raw(`ALTER TABLE visa_letters
    ADD CONSTRAINT visa_letters_status_listed CHECK (status IN ('REQUESTED', 'APPROVED', 'REJECTED')),
    ADD CONSTRAINT visa_letters_dates_in_order CHECK (birth < issue AND issue < expire),
    ADD CONSTRAINT visa_letters_latin_text CHECK (
      given_name ~ '^[A-Za-z -]+$' AND family_name ~ '^[A-Za-z -]+$'
      AND nationality ~ '^[A-Za-z][A-Za-z .,''()-]*$' AND passport_number ~ '^[A-Z0-9]{5,20}$'),
    ADD CONSTRAINT visa_letters_decided CHECK (
      (status = 'REQUESTED' AND decided_at IS NULL)
      OR (status <> 'REQUESTED' AND decided_at IS NOT NULL)),
    ADD CONSTRAINT visa_letters_rejection_reason CHECK (
      status <> 'REJECTED' OR length(btrim(coalesce(reason, ''))) > 0),
    ADD CONSTRAINT visa_letters_number_when_approved CHECK (
      (status = 'APPROVED') = (letter_number IS NOT NULL))`);
  // The organisers' list filters names, e-mail and nationality with "contains".
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS visa_letters_name_trgm ON visa_letters
       USING gin (lower(given_name || ' ' || family_name) gin_trgm_ops)`,
  );
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS visa_letters_nationality_trgm ON visa_letters USING gin (lower(nationality) gin_trgm_ops)',
  );
  await setMailTypes(knex, 'mail_templates', (types) => [...new Set([...types, NEW_MAIL_TYPE])]);
  await setMailTypes(knex, 'send_emails', (types) => [...new Set([...types, NEW_MAIL_TYPE])]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('send_emails').where({ type: NEW_MAIL_TYPE }).delete();
  await knex('mail_templates').where({ type: NEW_MAIL_TYPE }).delete();
  await setMailTypes(knex, 'send_emails', (types) => types.filter((t) => t !== NEW_MAIL_TYPE));
  await setMailTypes(knex, 'mail_templates', (types) => types.filter((t) => t !== NEW_MAIL_TYPE));
  await knex.schema.dropTableIfExists('visa_letters');
  await knex.raw('DROP SEQUENCE IF EXISTS visa_letter_serial');
}
