// Unique identifiers (passport numbers) encrypted at rest (docs/decisions.md, "Unique identifiers
// encrypted at rest (issue 39)"): AES-256-GCM from node:crypto under a key kept outside the
// database, each value stored with the version of its key, `v<version>:<iv>:<tag>:<ciphertext>`
// (base64url), the table and column bound in as additional data (a value copied into another
// column does not decrypt). Keys: dataKeys.ts.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The keys a server reads with (every version) and writes with (the current one). */
export interface DataKeyring {
  current: number;
  keys: ReadonlyMap<number, Buffer>;
}

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ENCRYPTED = /^v(\d{1,6}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/** A value that cannot be read: unknown key version, tampered, wrong key or not ours. */
export class DataCipherError extends Error {}

/** Whether a stored text has the encrypted form (a check the migration also puts in SQL). */
export const isEncrypted = (stored: string): boolean => ENCRYPTED.test(stored);

/** The SQL pattern of isEncrypted, for the columns' CHECK constraints. */
export const ENCRYPTED_SQL_PATTERN = '^v[0-9]{1,6}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$';

function keyOf(keyring: DataKeyring, version: number): Buffer {
  const key = keyring.keys.get(version);
  if (!key) throw new DataCipherError(`no data key of version ${version}`);
  return key;
}

/** The clear text encrypted under the keyring's current key; `where` is the table.column it goes to. */
export function encryptValue(keyring: DataKeyring, where: string, clear: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyring, keyring.current), iv);
  cipher.setAAD(Buffer.from(where, 'utf8'));
  const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `v${keyring.current}:${iv.toString('base64url')}:${tag.toString('base64url')}:${body.toString('base64url')}`;
}

/** The version of the key a stored value was encrypted with. */
export const keyVersionOf = (stored: string): number => partsOf(stored).version;

function partsOf(stored: string) {
  const match = ENCRYPTED.exec(stored);
  if (!match) throw new DataCipherError('not an encrypted value');
  const [, version = '', iv = '', tag = '', body = ''] = match;
  return { version: Number(version), iv, tag, body };
}

/** The clear text of a stored value; throws DataCipherError when it cannot be read. */
export function decryptValue(keyring: DataKeyring, where: string, stored: string): string {
  const { version, iv, tag, body } = partsOf(stored);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keyring, version), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(where, 'utf8'));
  const tagBytes = Buffer.from(tag, 'base64url');
  if (tagBytes.length !== TAG_BYTES) throw new DataCipherError('bad authentication tag');
  decipher.setAuthTag(tagBytes);
  try {
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new DataCipherError(
      `value at ${where} does not decrypt (tampered, or another key of version ${version})`,
    );
  }
}

/** The value under the current key (unchanged when it already is): what rotation writes. */
export function reencryptValue(keyring: DataKeyring, where: string, stored: string): string {
  if (keyVersionOf(stored) === keyring.current) return stored;
  return encryptValue(keyring, where, decryptValue(keyring, where, stored));
}

/**
 * A passport number as lists show it: at most its first five characters, and always at least its
 * last four starred, one star a character (M12345678 → M1234****; NX123 → N****).
 */
export function maskIdentifier(clear: string): string {
  const shown = Math.max(0, Math.min(5, clear.length - 4));
  return clear.slice(0, shown) + '*'.repeat(clear.length - shown);
}
