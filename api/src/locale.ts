// The locale a caller asked for (a GraphQL `locale` argument), for mails and documents. Here,
// not in a module's service, because resolvers and services of many modules use it.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@congress/domain';

/** The locale asked for when it is one the site has, else the default. */
export const localeOf = (locale?: string | null): Locale =>
  (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : DEFAULT_LOCALE;
