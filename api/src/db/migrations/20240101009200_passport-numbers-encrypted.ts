import type { Knex } from 'knex';
import {
  decryptValue,
  ENCRYPTED_SQL_PATTERN,
  encryptValue,
  isEncrypted,
  maskIdentifier,
} from '../../crypto/dataCipher';
import { dataKeys } from '../../crypto/dataKeys';

// Passport numbers encrypted at rest (docs/decisions.md, "Unique identifiers encrypted at rest
// (issue 39)"): visa_letters.passport_number and users."visaPassportNumber" hold
// `v<version>:<iv>:<tag>:<ciphertext>` under the data key (crypto/dataKeys.ts: the server sets it
// before migrating; elsewhere the configuration's DATA_ENCRYPTION_KEYS or DATA_DIR file), and a
// CHECK refuses anything else, so clear text cannot be written again. The organisers' list and
// export read visa_letters.passport_number_masked (M1234****), which needs no key.
const LATIN_TEXT = `given_name ~ '^[A-Za-z -]+$' AND family_name ~ '^[A-Za-z -]+$'
      AND nationality ~ '^[A-Za-z][A-Za-z .,''()-]*$'`;

const LETTERS = 'visa_letters.passport_number';
const PROFILES = 'users.visaPassportNumber';

export async function up(knex: Knex): Promise<void> {
  const keyring = dataKeys();
  await knex.raw(`ALTER TABLE visa_letters
    DROP CONSTRAINT visa_letters_latin_text,
    ADD CONSTRAINT visa_letters_latin_text CHECK (${LATIN_TEXT}),
    ALTER COLUMN passport_number TYPE varchar(200),
    ADD COLUMN passport_number_masked varchar(20)`);
  const letters = await knex('visa_letters').select<{ id: number; passport_number: string }[]>(
    'id',
    'passport_number',
  );
  for (const { id, passport_number: clear } of letters) {
    if (isEncrypted(clear)) continue;
    await knex('visa_letters')
      .where({ id })
      .update({
        passport_number: encryptValue(keyring, LETTERS, clear),
        passport_number_masked: maskIdentifier(clear),
      });
  }
  await knex.raw(`ALTER TABLE visa_letters
    ALTER COLUMN passport_number_masked SET NOT NULL,
    ADD CONSTRAINT visa_letters_passport_encrypted CHECK (passport_number ~ '${ENCRYPTED_SQL_PATTERN}'),
    ADD CONSTRAINT visa_letters_passport_masked CHECK (passport_number_masked ~ '^[A-Z0-9]{0,5}[*]{4,20}$')`);

  await knex.raw('ALTER TABLE users ALTER COLUMN "visaPassportNumber" TYPE varchar(200)');
  // A blank number was no number.
  await knex('users').where('visaPassportNumber', '').update({ visaPassportNumber: null });
  const profiles = await knex('users')
    .whereNotNull('visaPassportNumber')
    .select<{ id: number; visaPassportNumber: string }[]>('id', 'visaPassportNumber');
  for (const { id, visaPassportNumber: clear } of profiles) {
    if (isEncrypted(clear)) continue;
    await knex('users')
      .where({ id })
      .update({ visaPassportNumber: encryptValue(keyring, PROFILES, clear) });
  }
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_visa_passport_encrypted
    CHECK ("visaPassportNumber" IS NULL OR "visaPassportNumber" ~ '${ENCRYPTED_SQL_PATTERN}')`);
}

export async function down(knex: Knex): Promise<void> {
  const keyring = dataKeys();
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_visa_passport_encrypted');
  const profiles = await knex('users')
    .whereNotNull('visaPassportNumber')
    .select<{ id: number; visaPassportNumber: string }[]>('id', 'visaPassportNumber');
  for (const { id, visaPassportNumber: stored } of profiles)
    await knex('users')
      .where({ id })
      .update({ visaPassportNumber: decryptValue(keyring, PROFILES, stored).slice(0, 30) });
  await knex.raw('ALTER TABLE users ALTER COLUMN "visaPassportNumber" TYPE varchar(30)');

  await knex.raw(`ALTER TABLE visa_letters
    DROP CONSTRAINT visa_letters_passport_encrypted,
    DROP CONSTRAINT visa_letters_passport_masked,
    DROP COLUMN passport_number_masked`);
  const letters = await knex('visa_letters').select<{ id: number; passport_number: string }[]>(
    'id',
    'passport_number',
  );
  for (const { id, passport_number: stored } of letters)
    await knex('visa_letters')
      .where({ id })
      .update({ passport_number: decryptValue(keyring, LETTERS, stored) });
  await knex.raw(`ALTER TABLE visa_letters
    ALTER COLUMN passport_number TYPE varchar(30),
    DROP CONSTRAINT visa_letters_latin_text,
    ADD CONSTRAINT visa_letters_latin_text CHECK (${LATIN_TEXT} AND passport_number ~ '^[A-Z0-9]{5,20}$')`);
}
