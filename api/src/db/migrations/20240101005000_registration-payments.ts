import type { Knex } from 'knex';
import { REGISTRATION_OCCUPATIONS } from '@congress/domain';

// Registration and payment (issue 10): the registration category and badge name, one live
// registration per member (double submissions meet the unique index), gateway cancellations,
// and the failed-registration log.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('registration_lists', (t) => {
    t.string('occupation', 20).checkIn([...REGISTRATION_OCCUPATIONS]);
    t.string('badgeGivenName', 100);
    t.string('badgeFamilyName', 100);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX registration_lists_one_live_per_member ON registration_lists (user_id) WHERE NOT "delete"',
  );

  await knex.schema.alterTable('pays', (t) => {
    t.string('currency', 3).checkIn(['KRW', 'USD']);
    // What cancellations have returned so far (partial cancels add up; at most total).
    t.bigInteger('cancelled_total').notNullable().defaultTo(0);
    t.timestamp('paid_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
  });

  await knex.schema.createTable('pay_cancellations', (t) => {
    t.increments('id');
    t.integer('pay_id').notNullable().references('id').inTable('pays');
    t.bigInteger('amount').notNullable();
    t.boolean('partial').notNullable();
    t.string('reason', 500);
    t.integer('organiser_id').references('id').inTable('users');
    t.string('result_code', 10).notNullable();
    t.string('result_message', 200);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['pay_id']);
    t.index(['created_at']);
  });
  await knex.raw('ALTER TABLE pay_cancellations ADD CONSTRAINT cancel_amount_positive CHECK (amount > 0)');
  await knex.raw(
    'ALTER TABLE pays ADD CONSTRAINT cancelled_within_total CHECK (cancelled_total BETWEEN 0 AND total)',
  );

  // regist/registerLog: every failed attempt to register or pay.
  await knex.schema.createTable('registration_failures', (t) => {
    t.increments('id');
    t.integer('user_id').references('id').inTable('users');
    t.integer('registration_list_id').references('id').inTable('registration_lists');
    t.integer('pay_id').references('id').inTable('pays');
    t.string('tid', 40);
    t.string('trade_id', 40);
    t.string('reason', 40).notNullable();
    t.string('code', 10);
    t.string('message', 500);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['reason']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('registration_failures');
  await knex.schema.dropTable('pay_cancellations');
  await knex.raw('ALTER TABLE pays DROP CONSTRAINT cancelled_within_total');
  await knex.schema.alterTable('pays', (t) => {
    t.dropColumns('currency', 'cancelled_total', 'paid_at', 'cancelled_at');
  });
  await knex.raw('DROP INDEX registration_lists_one_live_per_member');
  await knex.schema.alterTable('registration_lists', (t) => {
    t.dropColumns('occupation', 'badgeGivenName', 'badgeFamilyName');
  });
}
