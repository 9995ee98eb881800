// The congress's dates and exchange rate, which organisers change in the back office
// (issue 28 §4). One schema for the back-office form and the API: dates are Korea-time
// (Asia/Seoul, UTC+9 all year) wall-clock text as a datetime-local field gives it.
import { z } from './zod';

/** The settings, in the order the back office shows them. */
export const SETTING_FIELDS = [
  'registrationOpensAt',
  'registrationClosesAt',
  'abstractSubmissionStart',
  'abstractSubmissionEnd',
  'speakerUploadDeadline',
  'presentationUploadDeadline',
  'usdKrwRate',
] as const;
export type SettingField = (typeof SETTING_FIELDS)[number];

/** Dates that may be left empty (no end, no deadline). */
export const OPTIONAL_SETTING_DATES: readonly SettingField[] = [
  'abstractSubmissionEnd',
  'speakerUploadDeadline',
  'presentationUploadDeadline',
];

/** The highest rate accepted (KRW per USD): a typo guard, ten times today's rate. */
export const USD_KRW_RATE_MAX = 20_000;

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant of a Korea-time wall clock (`2024-05-01T09:30`), or null when it is not one. */
export function seoulWallClockToDate(text: string): Date | null {
  const m = WALL_CLOCK.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  const ms = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - SEOUL_OFFSET_MS;
  const back = new Date(ms + SEOUL_OFFSET_MS);
  // 2024-02-30 rolls over: not a real date.
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month! - 1 || hour! > 23 || minute! > 59)
    return null;
  if (year! < 2000 || year! > 2100) return null;
  return new Date(ms);
}

/**
 * An instant as Korea-time wall clock, as a datetime-local field takes it: to the minute
 * (`2024-05-01T09:30`), with the seconds when there are any (`2024-09-29T23:59:59`), so that
 * saving a form unchanged changes nothing.
 */
export function dateToSeoulWallClock(date: Date | string): string {
  const text = new Date(new Date(date).getTime() + SEOUL_OFFSET_MS).toISOString();
  return text.slice(17, 19) === '00' ? text.slice(0, 16) : text.slice(0, 19);
}

/** An instant as people read it in Korea time, to the minute: `2024-05-01 09:30`. */
export function koreaDateTimeText(date: Date | string): string {
  return dateToSeoulWallClock(date).slice(0, 16).replace('T', ' ');
}

export type SettingsValues = Record<Exclude<SettingField, 'usdKrwRate'>, string> & { usdKrwRate: string };

const requiredDate = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine((v) => seoulWallClockToDate(v) !== null, 'validation.settings.dateTime');
const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || seoulWallClockToDate(v) !== null, 'validation.settings.dateTime');

const later = (a: string, b: string) => {
  const start = seoulWallClockToDate(a);
  const end = seoulWallClockToDate(b);
  return !start || !end || end.getTime() > start.getTime();
};

/**
 * The settings as entered: the registration window and the abstract period each end after they
 * start; the rate a whole number of KRW from 1 to USD_KRW_RATE_MAX.
 */
export const settingsSchema = z
  .object({
    registrationOpensAt: requiredDate,
    registrationClosesAt: requiredDate,
    abstractSubmissionStart: requiredDate,
    abstractSubmissionEnd: optionalDate,
    speakerUploadDeadline: optionalDate,
    presentationUploadDeadline: optionalDate,
    usdKrwRate: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1, 'validation.settings.rate')
      .refine((v) => !/^\d+$/.test(v) || Number(v) <= USD_KRW_RATE_MAX, 'validation.settings.rateTooHigh'),
  })
  .superRefine((v, issue) => {
    if (!later(v.registrationOpensAt, v.registrationClosesAt))
      issue.addIssue({
        code: 'custom',
        path: ['registrationClosesAt'],
        message: 'validation.settings.endAfterStart',
      });
    if (v.abstractSubmissionEnd && !later(v.abstractSubmissionStart, v.abstractSubmissionEnd))
      issue.addIssue({
        code: 'custom',
        path: ['abstractSubmissionEnd'],
        message: 'validation.settings.endAfterStart',
      });
  });
