import type { Knex } from 'knex';

// regist/payLog and regist/refundData (issue 10): the "contains" filters on a payment's e-mail,
// name and product are served by trigram indexes on lower(column), as the other lists'.
const TRIGRAM = [
  ['pays_user_email_trgm', 'pays', 'user_email'],
  ['pays_user_name_trgm', 'pays', 'user_name'],
  ['pays_product_name_trgm', 'pays', 'product_name'],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, table, column] of TRIGRAM)
    await knex.raw(`CREATE INDEX ${name} ON ${table} USING gin (lower(${column}) gin_trgm_ops)`);
  await knex.raw('CREATE INDEX pays_created_at_index ON pays (created_at, id)');
  await knex.raw('CREATE INDEX registration_failures_user_id_index ON registration_failures (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of TRIGRAM) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
  await knex.raw('DROP INDEX IF EXISTS pays_created_at_index');
  await knex.raw('DROP INDEX IF EXISTS registration_failures_user_id_index');
}
