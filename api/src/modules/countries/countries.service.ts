// Countries (reference data, seeded): the sign-up and profile forms' choices. Other modules check
// a country code through isKnownCountry.
import type { Knex } from 'knex';
import { countryExists, listCountries } from './countries.repository';

export const allCountries = (knex: Knex) => listCountries(knex);

export const isKnownCountry = (knex: Knex, code: string) => countryExists(knex, code);
