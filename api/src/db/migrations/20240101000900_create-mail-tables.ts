import type { Knex } from 'knex';

const MAIL_TYPES = [
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

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_templates', (t) => {
    t.increments('id');
    t.string('title', 300).notNullable();
    t.text('contents').notNullable();
    t.string('type', 30).notNullable().checkIn(MAIL_TYPES);
    t.string('locale', 2).notNullable().defaultTo('en').checkIn(['en', 'ko']);
    t.boolean('delete').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // One live template per type and language.
  await knex.raw(
    'CREATE UNIQUE INDEX mail_templates_type_locale_live ON mail_templates (type, locale) WHERE NOT "delete"',
  );
  await knex.schema.createTable('send_emails', (t) => {
    t.increments('id');
    t.string('type', 30).notNullable().checkIn(MAIL_TYPES);
    t.string('title', 300).notNullable();
    t.string('usermail', 254).notNullable();
    t.text('content').notNullable();
    t.jsonb('files').notNullable().defaultTo('[]');
    // Authorisation codes (find password): stored hashed, single use, with an expiry.
    t.string('authcode', 200);
    t.timestamp('authcode_expires_at', { useTz: true });
    t.timestamp('authcode_used_at', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['type', 'created_at']);
  });
  await knex.raw('CREATE INDEX send_emails_usermail_index ON send_emails (lower(usermail), created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('send_emails');
  await knex.schema.dropTable('mail_templates');
}
