import { dateToSeoulWallClock } from '@congress/domain/validation';

/** An instant's Korea-time clock, HH:mm. */
export const koreaTime = (iso: string): string => dateToSeoulWallClock(iso).slice(11, 16);

/** A scheme's name in the page's language. */
export const schemeName = (scheme: { name_en: string; name_ko: string }, locale: string): string =>
  locale === 'ko' ? scheme.name_ko : scheme.name_en;
