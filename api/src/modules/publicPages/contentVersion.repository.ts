import type { Knex } from 'knex';

/** The public pages' content version: raised by the database with every change a page shows. */
export async function readContentVersion(knex: Knex): Promise<string> {
  const row = (await knex('public_content').where({ id: 1 }).first('version')) as
    { version: string | number } | undefined;
  return String(row?.version ?? 0);
}
