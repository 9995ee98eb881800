import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../errors';

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
/** Past this expected wait a hash is refused at once (see createHashQueue). */
const ARGON2_MAX_WAIT_MS = 30_000;

/**
 * A queue of at most `concurrency` running tasks, with admission: a task that would wait longer
 * than `maxWaitMs` behind the others (estimated from the recent durations) is refused at once with
 * UNAVAILABLE (503, "try again in a moment") instead of holding the request until the member's
 * browser gives up. Callers hash before they write anything (sign-up before its transaction,
 * login before any update), so a refused request changes nothing.
 */
export function createHashQueue({ concurrency, maxWaitMs }: { concurrency: number; maxWaitMs: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // Moving average of recent durations (argon2id at OWASP's minimum: ~20-50 ms a hash).
  let averageMs = 25;
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (((waiting.length + 1) / concurrency) * averageMs > maxWaitMs) throw new AppError('UNAVAILABLE');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    const started = performance.now();
    try {
      return await work();
    } finally {
      averageMs = 0.9 * averageMs + 0.1 * (performance.now() - started);
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const limited = createHashQueue({ concurrency: ARGON2_CONCURRENCY, maxWaitMs: ARGON2_MAX_WAIT_MS });

export const hashPassword = (password: string): Promise<string> => limited(() => hash(password));

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  // A refusal by the queue (UNAVAILABLE) reaches the caller; a malformed hash never authenticates.
  limited(() => verify(passwordHash, password).catch(() => false));

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows: logins for unknown accounts are verified against it,
 * so they cost the same argon2 work as real ones and their timing does not reveal who is a member.
 */
export const dummyPasswordHash = (): Promise<string> =>
  (dummy ??= hashPassword(randomBytes(32).toString('hex')));
