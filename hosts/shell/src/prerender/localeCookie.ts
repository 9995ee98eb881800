import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, LOCALES, type Locale } from '@congress/domain';
import { localeState } from '@congress/i18n';
import { appStore } from '@congress/ui';

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
 * prerendered page, can only read a cookie. The cookie mirrors every change of the language; a
 * browser that has only the cookie (storage cleared) starts in the cookie's language.
 */
export function mirrorLocaleCookie(): void {
  const cookie = readCookie();
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage refused: the atom falls back to English or the cookie below.
  }
  // Without a stored choice: the cookie, else the language the server sent the page in (a cookie
  // the page cannot read, such as one a proxy or a test tool added, still chose it).
  const served = document.getElementById('prerendered') ? document.documentElement.lang : '';
  const fallback = cookie ?? ((LOCALES as readonly string[]).includes(served) ? (served as Locale) : null);
  if (stored === null && fallback) appStore.set(localeState, fallback);
  const current = appStore.get(localeState);
  if (current !== cookie) writeCookie(current);
  appStore.sub(localeState, () => writeCookie(appStore.get(localeState)));
}
