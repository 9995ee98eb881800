import type { Knex } from 'knex';

export interface CountryRow {
  code: string;
  name: string;
  dialCode: string;
}

export const listCountries = (knex: Knex): Promise<CountryRow[]> =>
  knex('countries').orderBy('sort_order').select('code', 'name', 'dial_code as dialCode');

export const countryExists = async (knex: Knex, code: string): Promise<boolean> =>
  Boolean(await knex('countries').where({ code }).first('code'));
