import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1), OWASP's recommended minimum.
//
// At most ARGON2_CONCURRENCY hashes or verifications run at once; the others wait here, in order.
// argon2 runs on libuv's thread pool (4 threads), which JWT signing and checking (WebCrypto) and
// response compression share: with hundreds of sign-ups and logins queued there, every other
// request waited behind them, held its database connection meanwhile, and the pool ran out (the
// registration burst benchmark: 503s and a 2-minute confirmation mail at 1,000 members). One
// hash per core keeps argon2's throughput and leaves the pool's other threads to those requests.
// (One core fewer was tried: on 2 cores it halves sign-up and login throughput.)
const ARGON2_CONCURRENCY = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= ARGON2_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export const hashPassword = (password: string): Promise<string> => limited(() => hash(password));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false; // a malformed hash never authenticates
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows: logins for unknown accounts are verified against it,
 * so they cost the same argon2 work as real ones and their timing does not reveal who is a member.
 */
export const dummyPasswordHash = (): Promise<string> =>
  (dummy ??= hashPassword(randomBytes(32).toString('hex')));
