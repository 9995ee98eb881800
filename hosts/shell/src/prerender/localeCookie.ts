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
 * prerendered page, can only read a cookie, which mirrors every change of the language. At start:
 * the cookie, when there is one, decides (the server sent the page in its language, so the app
 * takes over in the same one); without it the stored choice stays (the first visit after this
 * cookie existed: the page may come in English once), and without either, the language of the
 * page the server sent (a cookie the page cannot read, such as one a proxy added, chose it).
 */
export function mirrorLocaleCookie(): void {
  const cookie = readCookie();
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage refused: the atom falls back to English.
  }
  const served = document.getElementById('prerendered') ? document.documentElement.lang : '';
  if (cookie) appStore.set(localeState, cookie);
  else if (stored === null && (LOCALES as readonly string[]).includes(served))
    appStore.set(localeState, served as Locale);
  const current = appStore.get(localeState);
  if (current !== cookie) writeCookie(current);
  appStore.sub(localeState, () => writeCookie(appStore.get(localeState)));
}
