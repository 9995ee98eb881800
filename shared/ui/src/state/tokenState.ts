import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { TOKEN_STORAGE_KEY } from '@congress/domain';

// Stored as a plain string under the fixed key (spec §6), readable by the Apollo link at once.
const storage = createJSONStorage<string | null>(() => localStorage);

/** The login token, kept in localStorage under TOKEN_STORAGE_KEY. */
export const tokenState = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, storage, {
  getOnInit: true,
});
tokenState.debugLabel = 'tokenState';
