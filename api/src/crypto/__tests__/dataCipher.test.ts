import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DataCipherError,
  decryptValue,
  encryptValue,
  isEncrypted,
  keyVersionOf,
  maskIdentifier,
  reencryptValue,
  type DataKeyring,
} from '../dataCipher';
import {
  addKeyVersion,
  DATA_KEYS_FILE,
  DataKeyError,
  keyringFromEnvironment,
  loadKeyring,
} from '../dataKeys';

const WHERE = 'visa_letters.passport_number';
const ring = (current: number, ...versions: number[]): DataKeyring => ({
  current,
  keys: new Map(versions.map((v) => [v, randomBytes(32)])),
});

describe('data cipher (AES-256-GCM, versioned)', () => {
  const keyring = ring(1, 1);

  it('round-trips a value, each time with a fresh IV, never holding the clear text', () => {
    const a = encryptValue(keyring, WHERE, 'M12345678');
    const b = encryptValue(keyring, WHERE, 'M12345678');
    expect(a).not.toBe(b);
    expect(a).not.toContain('M12345678');
    expect(isEncrypted(a)).toBe(true);
    expect(a).toMatch(/^v1:/);
    expect(decryptValue(keyring, WHERE, a)).toBe('M12345678');
    expect(decryptValue(keyring, WHERE, encryptValue(keyring, WHERE, ''))).toBe('');
  });

  it('detects tampering with the ciphertext, the IV or the tag', () => {
    const stored = encryptValue(keyring, WHERE, 'M12345678');
    const [v, iv, tag, body] = stored.split(':') as [string, string, string, string];
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [v, iv, tag, flip(body)],
      [v, flip(iv), tag, body],
      [v, iv, flip(tag), body],
    ])
      expect(() => decryptValue(keyring, WHERE, tampered.join(':'))).toThrow(DataCipherError);
  });

  it('refuses a value moved to another column (the column is bound in)', () => {
    const stored = encryptValue(keyring, WHERE, 'M12345678');
    expect(() => decryptValue(keyring, 'users.visaPassportNumber', stored)).toThrow(DataCipherError);
  });

  it('refuses the wrong key of the same version, an unknown version and clear text', () => {
    const stored = encryptValue(keyring, WHERE, 'M12345678');
    expect(() => decryptValue(ring(1, 1), WHERE, stored)).toThrow(/does not decrypt/);
    expect(() => decryptValue(ring(2, 2), WHERE, stored)).toThrow(/no data key of version 1/);
    expect(() => decryptValue(keyring, WHERE, 'M12345678')).toThrow(/not an encrypted value/);
    expect(isEncrypted('M12345678')).toBe(false);
  });

  it('writes with the current version and reads every version it holds (rotation)', () => {
    const old = ring(1, 1);
    const stored = encryptValue(old, WHERE, 'NX1234567');
    const rotated: DataKeyring = { current: 2, keys: new Map([...old.keys, [2, randomBytes(32)]]) };
    expect(decryptValue(rotated, WHERE, stored)).toBe('NX1234567');
    const again = reencryptValue(rotated, WHERE, stored);
    expect(keyVersionOf(again)).toBe(2);
    expect(decryptValue(rotated, WHERE, again)).toBe('NX1234567');
    expect(reencryptValue(rotated, WHERE, again)).toBe(again);
    // Once the old key is gone, only the re-encrypted value reads.
    const withoutOld: DataKeyring = { current: 2, keys: new Map([[2, rotated.keys.get(2)!]]) };
    expect(decryptValue(withoutOld, WHERE, again)).toBe('NX1234567');
    expect(() => decryptValue(withoutOld, WHERE, stored)).toThrow(DataCipherError);
  });

  it.each([
    ['M12345678', 'M1234****'],
    ['NX1234567890', 'NX123*******'],
    ['AB123', 'A****'],
    ['A1234567890123456789', 'A1234***************'],
  ])('masks %s as %s', (clear, masked) => {
    expect(maskIdentifier(clear)).toBe(masked);
  });
});

describe('data keys (environment or DATA_DIR)', () => {
  it('reads DATA_ENCRYPTION_KEYS, the highest version current', () => {
    const k1 = randomBytes(32).toString('base64');
    const k2 = randomBytes(32).toString('base64url');
    const keyring = keyringFromEnvironment(`1:${k1}, v2:${k2}`);
    expect(keyring.current).toBe(2);
    expect(keyring.keys.get(1)).toEqual(Buffer.from(k1, 'base64'));
    expect(() => keyringFromEnvironment('1:short')).toThrow(DataKeyError);
    expect(() => keyringFromEnvironment(`1:${k1},1:${k2}`)).toThrow(/twice/);
    expect(() => keyringFromEnvironment(k1)).toThrow(DataKeyError);
  });

  it('generates DATA_DIR/data-keys.json once (owner-only) and adds a version on rotation', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-keys-'));
    const first = loadKeyring({ dataDir });
    const file = path.join(dataDir, DATA_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.keyring.current).toBe(1);
    expect(loadKeyring({ dataDir }).keyring.keys.get(1)).toEqual(first.keyring.keys.get(1));
    const stored = encryptValue(first.keyring, WHERE, 'M12345678');
    const rotated = addKeyVersion(first);
    expect(rotated.current).toBe(2);
    const reread = loadKeyring({ dataDir }).keyring;
    expect(reread.current).toBe(2);
    expect(decryptValue(reread, WHERE, stored)).toBe('M12345678');
    expect(JSON.parse(readFileSync(file, 'utf8')).keys).toHaveProperty('1');
  });

  it('refuses to add a version to keys from the environment, and a damaged key file', () => {
    const loaded = { keyring: ring(1, 1), source: { kind: 'environment' as const } };
    expect(() => addKeyVersion(loaded)).toThrow(/DATA_ENCRYPTION_KEYS is set/);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-keys-'));
    writeFileSync(path.join(dataDir, DATA_KEYS_FILE), JSON.stringify({ keys: { 1: 'c2hvcnQ' } }));
    expect(() => loadKeyring({ dataDir })).toThrow(DataKeyError);
  });
});
