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

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/** "185 min, 1 point" (long: "185 minutes, 1 point") / "185분, 1평점". */
export const figureIn = (
  figure: { minutes: number; points: number },
  locale: Locale,
  form: 'short' | 'long' = 'short',
): string =>
  locale === 'ko'
    ? `${figure.minutes}분, ${figure.points}평점`
    : `${form === 'long' ? plural(figure.minutes, 'minute', 'minutes') : `${figure.minutes} min`}, ${plural(figure.points, 'point', 'points')}`;

/** "(Korea time)" / "(한국 시간)". */
export const koreaTime = (locale: Locale) => (locale === 'ko' ? '(한국 시간)' : '(Korea time)');
