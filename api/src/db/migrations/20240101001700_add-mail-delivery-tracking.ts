import type { Knex } from 'knex';

// Delivery bookkeeping for each mail (docs/decisions.md, "Mail delivery"): attempts, the last
// failure's reason (shown in the mail log), and the claim a worker takes before sending so two
// workers never send the same mail at once.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('send_emails', (t) => {
    t.integer('delivery_attempts').notNullable().defaultTo(0);
    t.text('delivery_error');
    t.timestamp('delivery_started_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('send_emails', (t) => {
    t.dropColumn('delivery_started_at');
    t.dropColumn('delivery_error');
    t.dropColumn('delivery_attempts');
  });
}
