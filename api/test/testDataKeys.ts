import { randomBytes } from 'node:crypto';

/**
 * One data key for the whole run (issue 39 §2), in the environment every test file, harness and
 * spawned server inherits: they share one database, so they must read each other's encrypted
 * values (a server refuses to start on values its keys cannot decrypt). Without it each would use
 * its own DATA_DIR's key file. Tests of the key file itself set DATA_ENCRYPTION_KEYS to ''.
 */
export function shareTestDataKeys(): void {
  process.env.DATA_ENCRYPTION_KEYS ||= `1:${randomBytes(32).toString('base64')}`;
}
