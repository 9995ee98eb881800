import type { Knex } from 'knex';

// Mail administration (docs/decisions.md, "Mail administration"): several templates per type and
// language (the automatic-sending setting chooses which one goes out), a setting per event type,
// the mail a resend copied, and a trigram index for the template list's "subject contains" filter.
const AUTO_TYPES = [
  'SIGN_UP',
  'FIND_PASSWORD',
  'USER_INFO_EDIT',
  'EVENT_REGISTRATION',
  'REGISTRATION_EDIT',
  'ABSTRACT_REGISTRATION',
  'ABSTRACT_EDIT',
  'PAYMENT_REQUEST',
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS mail_templates_type_locale_live');
  await knex.raw(
    'CREATE INDEX mail_templates_type_locale_index ON mail_templates (type, locale) WHERE NOT "delete"',
  );
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS mail_templates_title_trgm ON mail_templates USING gin (lower(title) gin_trgm_ops)',
  );
  await knex.schema.createTable('mail_auto_settings', (t) => {
    t.string('type', 30).primary().checkIn(AUTO_TYPES);
    t.boolean('enabled').notNullable().defaultTo(true);
    // null: the newest live template of the type in that language.
    t.integer('template_en_id').references('id').inTable('mail_templates').onDelete('SET NULL');
    t.integer('template_ko_id').references('id').inTable('mail_templates').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Untyped: rows as of this migration, whatever generated/tables.ts says of the table today.
  await knex<Record<string, unknown>>('mail_auto_settings').insert(
    AUTO_TYPES.map((type) => ({ type, enabled: true })),
  );
  await knex.schema.alterTable('send_emails', (t) => {
    t.integer('resent_from').references('id').inTable('send_emails').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('send_emails', (t) => {
    t.dropColumn('resent_from');
  });
  await knex.schema.dropTable('mail_auto_settings');
  await knex.raw('DROP INDEX IF EXISTS mail_templates_title_trgm');
  await knex.raw('DROP INDEX IF EXISTS mail_templates_type_locale_index');
  await knex.raw(
    'CREATE UNIQUE INDEX mail_templates_type_locale_live ON mail_templates (type, locale) WHERE NOT "delete"',
  );
}
