// Rotation of the data key (npm run data-key:rotate; docs/decisions.md, "Unique identifiers
// encrypted at rest (issue 39)"): every encrypted value not under the current key version is
// re-encrypted under it, all in one transaction (a failure changes nothing; values under older
// versions stay readable, since the old keys stay in the keyring).
import type { Knex } from 'knex';
import { decryptValue, keyVersionOf, reencryptValue, type DataKeyring } from '../crypto/dataCipher';
import { DataKeyError } from '../crypto/dataKeys';

/** Every column holding an encrypted unique identifier (migration 20240101009200). */
export const ENCRYPTED_COLUMNS = [
  { table: 'visa_letters', column: 'passport_number' },
  { table: 'users', column: 'visaPassportNumber' },
] as const;

export interface RotationReport {
  version: number;
  /** Values re-encrypted, per table.column. */
  reencrypted: Record<string, number>;
}

/** Re-encrypts every value under an older key with the keyring's current one, in one transaction. */
export async function reencryptAll(knex: Knex, keyring: DataKeyring): Promise<RotationReport> {
  return knex.transaction(async (trx) => {
    const reencrypted: Record<string, number> = {};
    for (const { table, column } of ENCRYPTED_COLUMNS) {
      const where = `${table}.${column}`;
      const rows = await trx(table)
        .whereNotNull(column)
        .whereNot(column, 'like', `v${keyring.current}:%`)
        .forUpdate()
        .select<{ id: number; value: string }[]>('id', `${column} as value`);
      for (const { id, value } of rows)
        await trx(table)
          .where({ id })
          .update({ [column]: reencryptValue(keyring, where, value) });
      reencrypted[where] = rows.length;
    }
    return { version: keyring.current, reencrypted };
  });
}

/** How many values each key version still encrypts (what the command prints, and its tests read). */
export async function valuesPerKeyVersion(knex: Knex): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of ENCRYPTED_COLUMNS) {
    const rows = await knex(table)
      .whereNotNull(column)
      .select(knex.raw(`substring(?? from '^v([0-9]+):') AS version`, [column]))
      .count<{ version: string; count: string }[]>('* as count')
      .groupBy('version');
    for (const { version, count } of rows) counts[version] = (counts[version] ?? 0) + Number(count);
  }
  return counts;
}

/**
 * At start: one value of each key version in the database must decrypt with the keys this server
 * has. A server started with another DATA_DIR or without DATA_ENCRYPTION_KEYS (a new replica, a
 * restored database without its key) refuses to start rather than write under a key no other
 * server holds.
 */
export async function assertKeysReadDatabase(knex: Knex, keyring: DataKeyring): Promise<void> {
  for (const { table, column } of ENCRYPTED_COLUMNS) {
    const { rows } = await knex.raw<{ rows: { value: string }[] }>(
      `SELECT DISTINCT ON (substring(?? from '^v([0-9]+):')) ?? AS value FROM ?? WHERE ?? IS NOT NULL`,
      [column, column, table, column],
    );
    for (const { value } of rows) {
      try {
        decryptValue(keyring, `${table}.${column}`, value);
      } catch {
        throw new DataKeyError(
          `${table}.${column} holds values under data key version ${keyVersionOf(value)}, which this server's keys ` +
            '(DATA_ENCRYPTION_KEYS, or DATA_DIR/data-keys.json) do not decrypt: start it with the keys the ' +
            'database was written with (restore data-keys.json from its backup, or share DATA_DIR / the variable).',
        );
      }
    }
  }
}
