// What retention and a member's own-data file (issue 39 §4) ask of visa letter requests.
import type { Knex } from 'knex';
import { passportNumberOf, type VisaLetterRow } from './visaLetters.repository';

export const deleteVisaLettersOf = (trx: Knex.Transaction, userIds: readonly number[]) =>
  trx('visa_letters').whereIn('user_id', userIds).delete();

/** The member's own requests, their passport number in clear (the table holds it encrypted). */
export const visaLettersExport = async (db: Knex, userId: number) =>
  (await db('visa_letters').where({ user_id: userId }).orderBy('id')).map(
    ({ passport_number_masked: _masked, ...row }: VisaLetterRow) => ({
      ...row,
      passport_number: passportNumberOf(row),
    }),
  );
