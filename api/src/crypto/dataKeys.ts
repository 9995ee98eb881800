// Where the data keys live (docs/decisions.md, "Unique identifiers encrypted at rest (issue 39)"):
// outside the database, like the JWT secret (secrets.ts).
// - DATA_ENCRYPTION_KEYS set: `<version>:<key>` pairs, comma-separated, each key 32 bytes in
//   base64 or base64url (`openssl rand -base64 32`); the highest version encrypts, every listed
//   version decrypts. Replicas share the variable; rotation adds a version here first.
// - Unset: DATA_DIR/data-keys.json (mode 0600), generated on first use with version 1; rotation
//   (npm run data-key:rotate) adds the next version to it. Replicas share DATA_DIR, as for jwt-secret.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { KEY_BYTES, type DataKeyring } from './dataCipher';

export const DATA_KEYS_FILE = 'data-keys.json';

/** Where a keyring comes from: the environment (read only) or a file this server may extend. */
export type DataKeySource = { kind: 'environment' } | { kind: 'file'; file: string; modified: number };

export interface LoadedKeyring {
  keyring: DataKeyring;
  source: DataKeySource;
}

/** A key misconfigured: the message says what to set. */
export class DataKeyError extends Error {}

function decodeKey(text: string, label: string): Buffer {
  const key = Buffer.from(text.trim(), /[+/=]/.test(text) ? 'base64' : 'base64url');
  if (key.length !== KEY_BYTES)
    throw new DataKeyError(`${label}: a data key is ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  return key;
}

function keyringOf(entries: [number, Buffer][], label: string): DataKeyring {
  if (!entries.length) throw new DataKeyError(`${label}: no key`);
  const keys = new Map<number, Buffer>();
  for (const [version, key] of entries) {
    if (!Number.isInteger(version) || version < 1 || version > 999_999)
      throw new DataKeyError(`${label}: a key version is a whole number from 1`);
    if (keys.has(version)) throw new DataKeyError(`${label}: version ${version} is given twice`);
    keys.set(version, key);
  }
  return { current: Math.max(...keys.keys()), keys };
}

/** DATA_ENCRYPTION_KEYS: `1:<base64>,2:<base64>`. */
export function keyringFromEnvironment(text: string): DataKeyring {
  const label = 'DATA_ENCRYPTION_KEYS';
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry): [number, Buffer] => {
      const colon = entry.indexOf(':');
      if (colon < 1) throw new DataKeyError(`${label}: each key is <version>:<base64 key>`);
      return [Number(entry.slice(0, colon).replace(/^v/, '')), decodeKey(entry.slice(colon + 1), label)];
    });
  return keyringOf(entries, label);
}

interface KeyFile {
  keys: Record<string, string>;
}

const readKeyFile = (file: string): DataKeyring => {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  return keyringOf(
    Object.entries(parsed.keys ?? {}).map(([version, key]): [number, Buffer] => [
      Number(version),
      decodeKey(key, file),
    ]),
    file,
  );
};

/** Written beside and renamed over: a crash never leaves half a key file. */
function writeKeyFile(file: string, keyring: DataKeyring): void {
  const keys = Object.fromEntries(
    [...keyring.keys].map(([version, key]) => [version, key.toString('base64url')]),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/** The keyring of a configuration: the environment's, or DATA_DIR's (generated on first use). */
export function loadKeyring(options: { dataDir: string; fromEnv?: string }): LoadedKeyring {
  if (options.fromEnv)
    return { keyring: keyringFromEnvironment(options.fromEnv), source: { kind: 'environment' } };
  const file = path.join(options.dataDir, DATA_KEYS_FILE);
  if (!existsSync(file)) writeKeyFile(file, { current: 1, keys: new Map([[1, randomBytes(KEY_BYTES)]]) });
  return { keyring: readKeyFile(file), source: { kind: 'file', file, modified: statSync(file).mtimeMs } };
}

/**
 * A new current key (the next version) added to DATA_DIR's file, the old ones kept so values not
 * yet re-encrypted (and backups) stay readable. With DATA_ENCRYPTION_KEYS the operator adds it.
 */
export function addKeyVersion(loaded: LoadedKeyring): DataKeyring {
  if (loaded.source.kind !== 'file')
    throw new DataKeyError('DATA_ENCRYPTION_KEYS is set: add the next version to it, then rotate');
  const current = loaded.keyring.current + 1;
  const keyring = { current, keys: new Map([...loaded.keyring.keys, [current, randomBytes(KEY_BYTES)]]) };
  writeKeyFile(loaded.source.file, keyring);
  return keyring;
}

let active: LoadedKeyring | undefined;

/**
 * The keys this process reads and writes with. The server sets them at start (setDataKeys) before
 * migrating; anything else (the command-line tools, tests, a migration run by hand) gets the
 * configuration's (DATA_ENCRYPTION_KEYS or DATA_DIR) on first use. A key file changed since (a
 * rotation run beside a running PostgreSQL-mode server) is read again, so the server writes with
 * the new key and reads what the rotation re-encrypted.
 */
export function dataKeys(): DataKeyring {
  active ??= (() => {
    const config = loadConfig();
    return loadKeyring({ dataDir: config.DATA_DIR, fromEnv: config.DATA_ENCRYPTION_KEYS });
  })();
  const { source } = active;
  // A file gone meanwhile is never replaced by a new key here: the keys in memory go on.
  const modified =
    source.kind === 'file' ? statSync(source.file, { throwIfNoEntry: false })?.mtimeMs : undefined;
  if (source.kind === 'file' && modified !== undefined && modified !== source.modified)
    active = { keyring: readKeyFile(source.file), source: { ...source, modified } };
  return active.keyring;
}

/** The source the active keys came from (rotation adds a version to a file source). */
export function activeKeySource(): LoadedKeyring {
  dataKeys();
  return active!;
}

export function setDataKeys(loaded: LoadedKeyring): void {
  active = loaded;
}
