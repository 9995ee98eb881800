import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@congress/domain';

/** The language of a page request: the cookie the language switch writes; English without it. */
export function requestLocale(cookieHeader: string | undefined): Locale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && (LOCALES as readonly string[]).includes(value ?? ''))
      return value as Locale;
  }
  return DEFAULT_LOCALE;
}
