// SQL of the visa_letters table (migration 20240101006300_visa-letters).
import type { Knex } from 'knex';
import { ownersOfRows } from '../../db/owners';
import type { Locale } from '@congress/domain';
import { decryptValue, encryptValue, maskIdentifier } from '../../crypto/dataCipher';
import { dataKeys } from '../../crypto/dataKeys';
import type { VisaLettersTable } from '../../generated/tables';

/**
 * A row of visa_letters, typed from the migrated schema (api/src/generated/tables.ts):
 * passport_number is encrypted (migration 20240101009200), passport_number_masked is what lists show.
 */
export type VisaLetterRow = VisaLettersTable;

/** Where the encrypted number is stored: bound into its ciphertext. */
const PASSPORT_COLUMN = 'visa_letters.passport_number';

/** The columns a passport number is stored in: encrypted, and masked for the lists. */
export const storedPassportNumber = (clear: string) => ({
  passport_number: encryptValue(dataKeys(), PASSPORT_COLUMN, clear),
  passport_number_masked: maskIdentifier(clear),
});

/** The stored (encrypted) passport number of a row, in clear. */
export const passportNumberOf = (row: Pick<VisaLetterRow, 'passport_number'>): string =>
  decryptValue(dataKeys(), PASSPORT_COLUMN, row.passport_number);

export interface PassportColumns {
  given_name: string;
  family_name: string;
  nationality: string;
  passport_number: string;
  birth: string;
  issue: string;
  expire: string;
}

/** The members of these visa letter requests. */
export const visaLetterOwners = (knex: Knex, ids: readonly number[]) =>
  ownersOfRows(knex('visa_letters'), ids);

export const findVisaLetterById = async (knex: Knex, id: number): Promise<VisaLetterRow | null> =>
  (await knex('visa_letters').where({ id }).first()) ?? null;

export const findVisaLetterOfMember = async (knex: Knex, userId: number): Promise<VisaLetterRow | null> =>
  (await knex('visa_letters').where({ user_id: userId }).first()) ?? null;

/** The row locked for a decision (two organisers deciding at once queue here). */
export const lockVisaLetter = async (trx: Knex.Transaction, id: number): Promise<VisaLetterRow | null> =>
  (await trx('visa_letters').where({ id }).forUpdate().first()) ?? null;

/**
 * The member's request, written or changed: only while it is not approved (the statement says so,
 * so an approval that commits first wins). A changed request waits again (REQUESTED) and loses
 * the previous decision. Returns undefined when the request is approved.
 */
export async function upsertRequest(
  trx: Knex.Transaction,
  userId: number,
  passport: PassportColumns,
  locale: Locale,
  now: Date,
): Promise<VisaLetterRow | undefined> {
  const waiting = {
    ...passport,
    ...storedPassportNumber(passport.passport_number),
    locale,
    status: 'REQUESTED' as const,
    updated_at: now,
    decided_by: null,
    decided_at: null,
    reason: null,
  };
  const [row] = await trx('visa_letters')
    .insert({ user_id: userId, requested_at: now, ...waiting })
    .onConflict('user_id')
    .merge({ ...waiting, requested_at: now })
    .where('visa_letters.status', '<>', 'APPROVED')
    .returning('*');
  return row;
}

/** The next letter number (a sequence: never reused, even after a rolled-back approval). */
export async function nextLetterSerial(trx: Knex.Transaction): Promise<number> {
  const { rows } = await trx.raw<{ rows: { serial: string }[] }>(
    "SELECT nextval('visa_letter_serial') AS serial",
  );
  return Number(rows[0]?.serial);
}

export async function recordDecision(
  trx: Knex.Transaction,
  id: number,
  decision: Pick<VisaLetterRow, 'status' | 'decided_by' | 'reason' | 'letter_number'> & { decided_at: Date },
): Promise<VisaLetterRow> {
  const [row] = await trx('visa_letters')
    .where({ id })
    .update({ ...decision, updated_at: decision.decided_at })
    .returning('*');
  return row!;
}
