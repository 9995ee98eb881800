import type { Knex } from 'knex';

// Rate-limit counters shared by every API replica (modules/auth/rateLimits.ts): the layout
// rate-limiter-flexible's RateLimiterPostgres reads and writes. `expire` is epoch milliseconds.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
    // The limiter deletes expired rows every five minutes.
    t.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
