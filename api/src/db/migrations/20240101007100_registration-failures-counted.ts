import type { Knex } from 'knex';

// Issue 23 §4: refusals of the gateway callbacks (forged or repeated notifications, refused
// senders) are counted, not stored one row each: one row per reason, payment, sender address and
// hour (`bucket`), whose `count` grows and `last_at` moves. Rows written before, and failures that
// are not counted (a gateway refusing a member's request), keep `bucket` null and count 1.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('registration_failures', (t) => {
    t.integer('count').notNullable().defaultTo(1);
    t.string('source_ip', 45);
    t.timestamp('bucket', { useTz: true });
    t.timestamp('last_at', { useTz: true });
  });
  // The upsert's conflict target (pays.repository.ts, countFailure).
  await knex.raw(
    `CREATE UNIQUE INDEX registration_failures_counted_unique ON registration_failures
       (reason, (coalesce(source_ip, '')), (coalesce(pay_id, 0)), bucket) WHERE bucket IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS registration_failures_counted_unique');
  await knex.schema.alterTable('registration_failures', (t) => {
    t.dropColumn('last_at');
    t.dropColumn('bucket');
    t.dropColumn('source_ip');
    t.dropColumn('count');
  });
}
