import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sponsors', (t) => {
    t.increments('id');
    t.string('companyName_kr', 200);
    t.string('companyName_en', 200).notNullable();
    t.string('homepage_en', 300);
    t.string('bizNumber', 12);
    t.string('address', 300);
    t.string('managerName', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 20);
    t.string('mobilePhone', 20);
    t.string('grade', 12)
      .notNullable()
      .checkIn(['DIAMOND', 'PLATINUM', 'GOLD', 'SILVER', 'BRONZE', 'GARNET', 'AD_GRADE1', 'AD_GRADE2']);
    t.string('partnership', 300);
    t.integer('businessRegistration').references('id').inTable('upload_files').onDelete('SET NULL');
    t.integer('sponsor_paper').references('id').inTable('upload_files').onDelete('SET NULL');
    t.bigInteger('price').notNullable();
    t.string('paymentSchedule', 100);
    t.boolean('taxBill').notNullable().defaultTo(false);
    t.string('taxBillSchedule', 100);
    t.string('taxBillEmail', 254);
    t.text('manager_memo');
    t.bigInteger('sponsor_pay').notNullable().defaultTo(0);
    t.string('sponsor_pay_status', 20).notNullable().defaultTo('UNPAID');
    t.boolean('delete').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['delete', 'grade']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sponsors');
}
