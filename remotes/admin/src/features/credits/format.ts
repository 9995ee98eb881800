import { dateToSeoulWallClock } from '@congress/domain/validation';

/** An instant's Korea-time clock, HH:mm. */
export const koreaTime = (iso: string): string => dateToSeoulWallClock(iso).slice(11, 16);

/** An instant in Korea time, YYYY-MM-DD HH:mm. */
export const koreaDateTime = (iso: string): string =>
  dateToSeoulWallClock(iso).slice(0, 16).replace('T', ' ');

/** A scheme's name in the page's language. */
export const schemeName = (scheme: { name_en: string; name_ko: string }, locale: string): string =>
  locale === 'ko' ? scheme.name_ko : scheme.name_en;
