import type { Knex } from 'knex';

// The country dial code beside a member's mobile phone (spec §5's "country dial code" rule; issue
// 27 §5): overseas members choose it in a select next to the number, Korean members have +82.
// Existing members get their country's code, so an organiser can reach them without guessing.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('users', 'dialCode'))) {
    await knex.schema.alterTable('users', (t) => {
      t.string('dialCode', 5);
    });
    await knex.raw(`UPDATE users SET "dialCode" = countries.dial_code
      FROM countries WHERE countries.code = users.country AND countries.dial_code ~ '^\\+[0-9]{1,4}$'`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('dialCode');
  });
}
