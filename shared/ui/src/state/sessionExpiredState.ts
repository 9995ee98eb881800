import { atom } from 'jotai';

/**
 * Set when a stored login turned out to be no longer valid (expired, or ended by a password change
 * elsewhere) and was cleared. A visitor on a public page is not told; a page that needs a login
 * says "Login has expired." instead of "Login is required." (spec §8) and clears it.
 */
export const sessionExpiredState = atom(false);
sessionExpiredState.debugLabel = 'sessionExpiredState';
