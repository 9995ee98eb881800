// The credits' words for a reader beyond the coded values' names (those are @congress/domain's
// CREDIT_*_LABELS): their language, a day's explanation, a figure, the time zone. The Excel
// preview, the change log, the mail and the certificate write these, never codes.
import { CREDIT_MESSAGES, formatCreditMessage, type Locale } from '@congress/domain';

/** The reader's language when the page did not say: Korean for members from Korea, else English. */
export const readerLocale = (reader: { country?: string | null } | null | undefined): Locale =>
  reader?.country === 'KR' ? 'ko' : 'en';

/** A day's explanation (a CREDIT_MESSAGES key and its values) in a language. */
export const explanationIn = (
  explain: { key: keyof (typeof CREDIT_MESSAGES)['en']; values: Record<string, string | number> },
  locale: Locale,
): string => formatCreditMessage(CREDIT_MESSAGES[locale][explain.key], explain.values);

/** "185 min, 4 points" / "185분, 4평점". */
export const figureIn = (figure: { minutes: number; points: number }, locale: Locale): string =>
  locale === 'ko'
    ? `${figure.minutes}분, ${figure.points}평점`
    : `${figure.minutes} min, ${figure.points} point${figure.points === 1 ? '' : 's'}`;

/** "(Korea time)" / "(한국 시간)". */
export const koreaTime = (locale: Locale) => (locale === 'ko' ? '(한국 시간)' : '(Korea time)');
