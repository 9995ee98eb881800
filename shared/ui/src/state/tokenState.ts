import { atomWithStorage } from 'jotai/utils';
import { TOKEN_STORAGE_KEY } from '@congress/domain';

// The raw token under the fixed key (spec §6); logging out removes the key altogether.
const storage = {
  getItem: (key: string, initial: string | null) =>
    typeof localStorage === 'undefined' ? initial : (localStorage.getItem(key) ?? initial),
  // A server render has no storage: what it sets lives in its own store only.
  setItem: (key: string, value: string | null) => {
    if (typeof localStorage === 'undefined') return;
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  },
  removeItem: (key: string) => {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(key);
  },
};

/** The login token, kept in localStorage under TOKEN_STORAGE_KEY. */
export const tokenState = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, storage, {
  getOnInit: true,
});
tokenState.debugLabel = 'tokenState';
