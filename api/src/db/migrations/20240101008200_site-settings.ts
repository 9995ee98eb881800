import type { Knex } from 'knex';

// Dates and rate in the back office (issue 28 §4, docs/decisions.md "Dates and settings in the
// back office"): one row (id = 1) with the registration window, the abstract submission period,
// the upload deadlines and the USD→KRW rate that every page and rule reads; the environment only
// gives the first values (the settings module inserts the row on first start). `version` is raised
// by each change, so two organisers saving at once cannot overwrite each other unseen. Each change
// is kept in site_setting_changes: who, when, and each changed field's value before and after.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('site_settings'))) {
    await knex.schema.createTable('site_settings', (t) => {
      t.smallint('id').primary();
      t.timestamp('registration_opens_at', { useTz: true }).notNullable();
      t.timestamp('registration_closes_at', { useTz: true }).notNullable();
      t.timestamp('abstract_submission_start', { useTz: true }).notNullable();
      t.timestamp('abstract_submission_end', { useTz: true });
      t.timestamp('speaker_upload_deadline', { useTz: true });
      t.timestamp('presentation_upload_deadline', { useTz: true });
      t.integer('usd_krw_rate').notNullable();
      t.integer('version').notNullable().defaultTo(1);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw(`ALTER TABLE site_settings
      ADD CONSTRAINT site_settings_one_row CHECK (id = 1),
      ADD CONSTRAINT site_settings_rate_positive CHECK (usd_krw_rate > 0),
      ADD CONSTRAINT site_settings_window_order CHECK (registration_closes_at > registration_opens_at),
      ADD CONSTRAINT site_settings_abstract_order CHECK (abstract_submission_end IS NULL OR abstract_submission_end > abstract_submission_start)`);
  }
  if (!(await knex.schema.hasTable('site_setting_changes'))) {
    await knex.schema.createTable('site_setting_changes', (t) => {
      t.increments('id').primary();
      t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // The organiser (kept with their name and e-mail at the time: an account may be deleted).
      t.integer('user_id').references('users.id');
      t.string('user_name', 200).notNullable();
      t.string('user_email', 254).notNullable();
      t.string('field', 40).notNullable();
      // ISO instants (or the rate) as text; null: no value (no end, no deadline).
      t.string('before', 40);
      t.string('after', 40);
      t.index(['changed_at']);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('site_setting_changes');
  await knex.schema.dropTableIfExists('site_settings');
}
