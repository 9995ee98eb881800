import type { RemoteFailure } from '@congress/components';

/** Set by the federation runtime plugin (shared/webpack-config/runtime/sharedVersionGuard.js). */
export const SHARED_VERSION_MISMATCH = 'SharedVersionMismatch';

/** Why loading a remote failed: a shared singleton too old for it, or anything else (network). */
export function remoteFailureOf(error: unknown): RemoteFailure {
  let current: unknown = error;
  // The runtime may wrap the plugin's error; follow the causes a few levels down.
  for (let depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if (current.name === SHARED_VERSION_MISMATCH) return 'outdated';
    current = current.cause;
  }
  return 'network';
}
