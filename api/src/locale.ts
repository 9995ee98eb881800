// The locale a caller asked for (a GraphQL `locale` argument), for mails and documents. Here,
// not in a module's service, because resolvers and services of many modules use it.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@congress/domain';
import { koreaDateTimeText } from '@congress/domain/validation';

/** The locale asked for when it is one the site has, else the default. */
export const localeOf = (locale?: string | null): Locale =>
  (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : DEFAULT_LOCALE;

/** The language of a member's own mails: Korean for a member in Korea, English otherwise. */
export const memberLocale = (member: { country?: string | null }): Locale =>
  member.country === 'KR' ? 'ko' : 'en';

/** A moment as a member's security mail states it: "2024-03-21 10:05 (Korea time)", to the minute. */
export const koreaTimeText = (at: Date, locale: Locale): string =>
  `${koreaDateTimeText(at)} (${locale === 'ko' ? '한국 시간' : 'Korea time'})`;
