import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('registration_lists', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.string('category', 20).notNullable().comment('fee tier code, e.g. KM_TIER1');
    t.string('price', 20).notNullable();
    t.string('price_type', 50);
    t.string('price_date', 50);
    t.string('attend', 10).notNullable().defaultTo('OFFLINE').checkIn(['OFFLINE', 'ONLINE']);
    t.string('currency', 3).notNullable().checkIn(['KRW', 'USD']);
    t.string('price_status', 20)
      .notNullable()
      .defaultTo('UNPAID')
      .checkIn(['UNPAID', 'PAID', 'FREE', 'REFUND_REQUESTED', 'REFUNDED', 'CANCELLED']);
    t.boolean('dinnerAttendance').notNullable().defaultTo(false);
    t.integer('accompanyingPerson').notNullable().defaultTo(0);
    t.boolean('vegetarian').notNullable().defaultTo(false);
    t.string('dietaryNeeds', 500);
    t.string('alergy', 500);
    t.boolean('delete').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
    t.index(['delete', 'price_status']);
    t.index(['category']);
    t.index(['created_at']);
  });
  await knex.raw(
    'ALTER TABLE registration_lists ADD CONSTRAINT accompanying_not_negative CHECK ("accompanyingPerson" >= 0)',
  );

  await knex.schema.createTable('pays', (t) => {
    t.increments('id');
    t.string('sid', 12);
    t.string('tid', 40).unique();
    t.string('trade_id', 40).notNullable().unique();
    t.string('product_name', 50).notNullable();
    t.bigInteger('total').notNullable();
    t.bigInteger('tax');
    t.bigInteger('tax_free');
    t.string('cash_code', 4).checkIn(['CN', 'EP', 'RA', 'VA', 'MC', 'TM', 'BANK']);
    t.string('country', 10).checkIn(['KOREA', 'OVERSEAS']);
    t.string('pay_status', 20)
      .notNullable()
      .defaultTo('REQUESTED')
      .checkIn(['PAID', 'REQUESTED', 'ERROR', 'CANCELLED', 'BANK_TRANSFER']);
    t.string('grade', 50);
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.string('user_name', 200).notNullable();
    t.string('user_email', 254).notNullable();
    t.integer('registration_list_id').references('id').inTable('registration_lists');
    t.boolean('statusChecked').notNullable().defaultTo(false);
    t.boolean('urlExpired').notNullable().defaultTo(false);
    t.string('pay_url', 500);
    t.string('qrcode_url', 500);
    t.string('time_stamp', 14);
    t.string('cn_appr_no', 20);
    // Gateway registration fields (kg-mobilians reference §2.1, §8).
    t.string('site_url', 20);
    t.string('ok_url', 128);
    t.string('noti_url', 128).notNullable();
    t.string('close_url', 128).notNullable();
    t.string('fail_url', 128).notNullable();
    t.string('fail_redirect', 300).notNullable();
    t.string('success_redirect', 300).notNullable();
    t.string('call_type', 1).notNullable().defaultTo('S');
    t.string('pay_token', 20);
    t.string('sign_date', 14);
    t.string('hmac', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
    t.index(['registration_list_id']);
    t.index(['pay_status', 'created_at']);
    t.index(['cash_code']);
  });
  await knex.raw('CREATE INDEX pays_user_email_index ON pays (lower(user_email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pays');
  await knex.schema.dropTable('registration_lists');
}
