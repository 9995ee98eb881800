import { atom } from 'jotai';

/**
 * Why a stored login was just cleared, for the page guard that then finds no token:
 * - `expired`: the token no longer holds (expired, or ended by a password change elsewhere). A
 *   visitor on a public page is not told; a page that needs a login says "Login has expired."
 *   instead of "Login is required." (spec §8).
 * - `refused`: the account is deleted or blocked. The session check has said so and sends the
 *   visitor to `to`; a guard sends there too and adds no message of its own, whichever of the two
 *   React draws first (CI saw "Login is required." replace "This Account has deleted.").
 * The guard clears it once used; a login clears it.
 */
export type SessionEnd = { reason: 'expired' } | { reason: 'refused'; to: string };

export const sessionExpiredState = atom<SessionEnd | null>(null);
sessionExpiredState.debugLabel = 'sessionExpiredState';
