import type { Knex } from 'knex';

// Column names follow the spec's field names (spec §3) so GraphQL fields map one to one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username', 254).notNullable();
    t.string('email', 254).notNullable();
    t.string('password', 200).notNullable().comment('argon2id hash, never the password');
    t.timestamp('password_changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('phone', 20);
    t.string('mobilePhone', 20);
    t.string('fax', 20);
    t.string('country', 2).references('code').inTable('countries');
    t.string('address', 300);
    t.string('title', 10).checkIn(['MR', 'MS', 'DR', 'PROF', 'OTHER']);
    t.string('degree', 12).checkIn(['PHD', 'MASTER', 'MASTER_PHD', 'OTHER']);
    t.string('givenName', 100);
    t.string('familyName', 100);
    t.string('name_kr', 100);
    t.string('affiliation', 200);
    t.string('affiliation_kr', 200);
    t.string('department', 200);
    t.string('howFind', 200);
    t.boolean('viaEmail').notNullable().defaultTo(false);
    t.boolean('receiveInfo').notNullable().defaultTo(false);
    t.boolean('invited').notNullable().defaultTo(false);
    t.boolean('delete').notNullable().defaultTo(false);
    t.boolean('blocked').notNullable().defaultTo(false);
    t.boolean('confirmed').notNullable().defaultTo(false);
    t.boolean('visa').notNullable().defaultTo(false);
    t.string('occupation', 100);
    t.string('occupationOther', 100);
    t.string('medi_license', 50);
    t.string('visaGivenName', 100);
    t.string('visaFamilyName', 100);
    t.string('visaCountry', 100);
    t.string('visaPassportNumber', 30);
    t.date('visaBirth');
    t.date('visaIssue');
    t.date('visaExpire');
    t.integer('role_id').notNullable().references('id').inTable('roles');
    t.timestamp('last_login_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Identifiers are unique regardless of case; filters search by lower-cased e-mail.
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');
  await knex.raw('CREATE INDEX users_name_kr_index ON users (name_kr)');
  await knex.raw('CREATE INDEX users_family_given_index ON users (lower("familyName"), lower("givenName"))');
  await knex.raw('CREATE INDEX users_affiliation_index ON users (lower(affiliation))');
  await knex.raw('CREATE INDEX users_flags_index ON users ("delete", blocked, invited)');
  await knex.raw('CREATE INDEX users_country_index ON users (country)');
  await knex.raw('CREATE INDEX users_created_at_index ON users (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
