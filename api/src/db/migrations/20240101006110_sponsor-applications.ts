import type { Knex } from 'knex';

// Sponsorship applications (docs/decisions.md, "Sponsorship"):
// - a free-uploaded sponsor document carries the hash of a claim secret that only its uploader
//   received; createSponsor must present it, and attaching the file clears it (single use), so no
//   one attaches another company's uploaded file by guessing its id;
// - sponsor_pay_status takes the listed statuses (APPLIED on arrival);
// - the organisers' list filters company names and e-mail with "contains" (trigram indexes);
// - the applicant's confirmation mail is a new mail type, SPONSOR_APPLICATION.
const STATUSES = ['APPLIED', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'];
const OLD_MAIL_TYPES = [
  'SIGN_UP',
  'FIND_PASSWORD',
  'USER_INFO_EDIT',
  'EVENT_REGISTRATION',
  'REGISTRATION_EDIT',
  'ABSTRACT_REGISTRATION',
  'ABSTRACT_EDIT',
  'PAYMENT_REQUEST',
  'MANUAL',
];
const NEW_MAIL_TYPES = [...OLD_MAIL_TYPES, 'SPONSOR_APPLICATION'];
export const SPONSOR_COMPANY_SQL = `("companyName_en" || ' ' || coalesce("companyName_kr", ''))`;

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** Replaces the check constraint(s) on <table>.type by one listing `types`. */
async function setMailTypes(knex: Knex, table: string, types: readonly string[]) {
  const { rows } = await knex.raw<{ rows: { conname: string }[] }>(
    `SELECT conname FROM pg_constraint WHERE conrelid = ?::regclass AND contype = 'c'
       AND pg_get_constraintdef(oid) LIKE '%(type)::text%'`,
    [table],
  );
  for (const { conname } of rows) await knex.raw(`ALTER TABLE ?? DROP CONSTRAINT ??`, [table, conname]);
  await knex.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? CHECK (type IN (${quoted(types)}))`, [
    table,
    `${table}_type_check`,
  ]);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('upload_files', (t) => {
    t.string('claim_hash', 64);
  });
  await knex.raw(
    `UPDATE sponsors SET sponsor_pay_status = 'APPLIED' WHERE sponsor_pay_status NOT IN (${quoted(STATUSES)})`,
  );
  await knex.raw(`ALTER TABLE sponsors ALTER COLUMN sponsor_pay_status SET DEFAULT 'APPLIED'`);
  await knex.raw(
    `ALTER TABLE sponsors ADD CONSTRAINT sponsors_pay_status_listed CHECK (sponsor_pay_status IN (${quoted(STATUSES)}))`,
  );
  await knex.schema.alterTable('sponsors', (t) => {
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS sponsors_company_trgm ON sponsors USING gin (lower(${SPONSOR_COMPANY_SQL}) gin_trgm_ops)`,
  );
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS sponsors_email_trgm ON sponsors USING gin (lower(email) gin_trgm_ops)',
  );
  await setMailTypes(knex, 'mail_templates', NEW_MAIL_TYPES);
  await setMailTypes(knex, 'send_emails', NEW_MAIL_TYPES);
}

export async function down(knex: Knex): Promise<void> {
  await knex('send_emails').where({ type: 'SPONSOR_APPLICATION' }).delete();
  await knex('mail_templates').where({ type: 'SPONSOR_APPLICATION' }).delete();
  await setMailTypes(knex, 'send_emails', OLD_MAIL_TYPES);
  await setMailTypes(knex, 'mail_templates', OLD_MAIL_TYPES);
  await knex.raw('DROP INDEX IF EXISTS sponsors_email_trgm');
  await knex.raw('DROP INDEX IF EXISTS sponsors_company_trgm');
  await knex.schema.alterTable('sponsors', (t) => t.dropColumn('updated_at'));
  await knex.raw('ALTER TABLE sponsors DROP CONSTRAINT IF EXISTS sponsors_pay_status_listed');
  await knex.raw(`ALTER TABLE sponsors ALTER COLUMN sponsor_pay_status SET DEFAULT 'UNPAID'`);
  await knex.schema.alterTable('upload_files', (t) => t.dropColumn('claim_hash'));
}
