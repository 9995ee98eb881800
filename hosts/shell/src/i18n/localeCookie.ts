import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, LOCALES, type Locale } from '@congress/domain';
import { localeState } from '@congress/i18n';
import { appStore } from '@congress/ui';
import { startLocale } from './startLocale';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function readCookie(): Locale | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  const value = match?.slice(LOCALE_COOKIE.length + 1) ?? '';
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
}

function writeCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/**
 * The language lives in localStorage (localeState); the server, which picks the language of a
 * public page it renders, can only read a cookie, which mirrors every change of the language
 * (startLocale says which language the app starts in). Returns whether the page the server
 * rendered is in that language (hydrated; otherwise drawn anew in it).
 */
export function mirrorLocaleCookie(served: Locale | null): boolean {
  const cookie = readCookie();
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage refused: the atom falls back to English.
  }
  const storedChoice = (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : null;
  const start = startLocale(served, cookie, storedChoice);
  if (start.locale) appStore.set(localeState, start.locale);
  const current = appStore.get(localeState);
  if (current !== cookie) writeCookie(current);
  appStore.sub(localeState, () => writeCookie(appStore.get(localeState)));
  return start.hydrate;
}
