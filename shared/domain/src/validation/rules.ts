// Field rules of spec §5, shared by the browser (messages as the user types) and the API
// (which never trusts the browser). Each rule's message is an i18n id under `validation.`.
import { z } from './zod';
import { DIAL_CODE_SET } from '../countries';

/** Characters a password may not contain (spec §5). */
export const PASSWORD_FORBIDDEN_CHARS = '<>`~!@#$%^&*|\\\'";:/?';
/** Decided: 8–64 characters with at least one letter and one digit (docs/decisions.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

const forbidden = new RegExp(`[${PASSWORD_FORBIDDEN_CHARS.replace(/[\\\]^-]/g, '\\$&')}]`);

export const patterns = {
  /** 01 + one of 0,1,6,7,8,9, then 3–4 digits and 4 digits, hyphens optional (≤13 chars with, 11 without). */
  koreanMobile: /^01[016789]-?\d{3,4}-?\d{4}$/,
  /** Digits and hyphens, starting and ending with a digit. */
  globalPhone: /^\d(?:[\d-]*\d)?$/,
  dialCode: /^\+\d{1,4}$/,
  digits: /^\d+$/,
  koreanName: /^[\p{Script=Hangul} ]+$/u,
  latinName: /^[A-Za-z -]+$/,
  koreanAffiliation: /^[\p{Script=Hangul}()\d ]+$/u,
  latinAffiliation: /^[A-Za-z()\d ]+$/,
  /** 10 digits, or 3-2-5 with hyphens. */
  businessNumber: /^(?:\d{10}|\d{3}-\d{2}-\d{5})$/,
} as const;

const trimmed = () => z.string().trim();

/** A required text: blank (or only spaces) counts as missing. */
export const requiredText = (max = 200) =>
  trimmed().min(1, 'validation.required').max(max, 'validation.tooLong');

/** True when rich-text HTML shows no text and no image (an "empty" editor: `<p></p>`, `&nbsp;`). */
export const isBlankHtml = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim() === '';

/** A required rich text: markup that shows nothing (a new editor's `<p></p>`) counts as missing. */
export const requiredHtml = (max: number) =>
  requiredText(max).refine((html) => !isBlankHtml(html), 'validation.required');

export const emailRule = trimmed()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.email'));

export const passwordRule = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordLength')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordLength')
  .refine((v) => !forbidden.test(v), 'validation.passwordForbiddenChars')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'validation.passwordLetterDigit');

export const koreanMobileRule = trimmed()
  .min(1, 'validation.required')
  .max(13, 'validation.koreanMobile')
  .regex(patterns.koreanMobile, 'validation.koreanMobile');

export const globalPhoneRule = trimmed()
  .min(1, 'validation.required')
  .max(20, 'validation.phone')
  .regex(patterns.globalPhone, 'validation.phone');

export const dialCodeRule = trimmed().regex(patterns.dialCode, 'validation.dialCode');

/** A dial code some country of the list has (the select offers only those). */
export const knownDialCodeRule = trimmed()
  .min(1, 'validation.required')
  .pipe(dialCodeRule)
  .refine((v) => DIAL_CODE_SET.has(v), 'validation.dialCode');

/** Digits only (spec §5's digits-only check): a licence number. */
export const digitsRule = (max = 50) =>
  trimmed().max(max, 'validation.tooLong').regex(patterns.digits, 'validation.digits');

export const businessNumberRule = trimmed()
  .max(12, 'validation.businessNumber')
  .regex(patterns.businessNumber, 'validation.businessNumber');

/** Calendar dates (visa birth, issue, expiry): a real day as YYYY-MM-DD, years 1900–2100. */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;
const isoDate = z.iso.date();
/** zod's ISO date knows month lengths and leap years (2024-02-29 yes, 2023-02-29 no). */
export const isCalendarDate = (text: string): boolean => {
  if (!isoDate.safeParse(text).success) return false;
  const year = Number(text.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};

/** An optional date: blank counts as none; otherwise a real YYYY-MM-DD day (`validation.date`). */
export const optionalDateRule = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isCalendarDate(v), 'validation.date')
  .transform((v) => (v ? v : undefined));

export const urlRule = trimmed().pipe(z.url({ protocol: /^https?$/, error: 'validation.url' }));

export const nameRule = (mode: NameMode) =>
  requiredText(100).regex(
    mode === 'korean' ? patterns.koreanName : patterns.latinName,
    mode === 'korean' ? 'validation.koreanName' : 'validation.latinName',
  );

export const affiliationRule = (mode: NameMode) =>
  requiredText(200).regex(
    mode === 'korean' ? patterns.koreanAffiliation : patterns.latinAffiliation,
    mode === 'korean' ? 'validation.koreanAffiliation' : 'validation.latinAffiliation',
  );

/** Korean mode for members from Korea (Hangul names, Korean phone rule); overseas otherwise. */
export type NameMode = 'korean' | 'overseas';

/** The name printed on the name tag: given name, then the family name in capitals (spec §5). */
export function nameTagName(givenName: string, familyName: string): string {
  return `${givenName.trim()} ${familyName.trim().toUpperCase()}`.trim();
}
