import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES, type Locale } from '@congress/domain';

const storage = {
  getItem: (key: string, initial: Locale): Locale => {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : initial;
  },
  // A server render has no storage: the language it renders in lives in its own store only.
  setItem: (key: string, value: Locale) => {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  },
  removeItem: (key: string) => {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(key);
  },
};

/** The chosen language, remembered across visits; English by default (spec §9). */
export const localeState = atomWithStorage<Locale>(LOCALE_STORAGE_KEY, DEFAULT_LOCALE, storage, {
  getOnInit: true,
});
localeState.debugLabel = 'localeState';
