import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), the OWASP-recommended baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed hash never authenticates
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows: logins for unknown accounts are verified against it,
 * so they cost the same argon2 work as real ones and their timing does not reveal who is a member.
 */
export const dummyPasswordHash = (): Promise<string> => (dummy ??= hash(randomBytes(32).toString('hex')));
