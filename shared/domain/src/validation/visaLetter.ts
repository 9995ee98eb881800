// The visa invitation letter request (member area, My registration) and the organisers' decision.
// One schema for the browser and the API; the dates are compared as YYYY-MM-DD text.
import { z } from './zod';
import { VISA_LETTER_DECISIONS, VISA_LETTER_REASON_MAX, VISA_PASSPORT_VALID_UNTIL } from '../visaLetters';
import { isCalendarDate, nameRule, requiredText } from './rules';

/** Nationality as written in the passport, in Latin letters (the letter is printed in English). */
const NATIONALITY = /^[A-Za-z][A-Za-z .,'()-]*$/;
/** Passport numbers: letters and digits only once spaces are removed, 5 to 20 of them. */
const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;

const requiredDate = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine((v) => isCalendarDate(v), 'validation.date');

/** Today's date (YYYY-MM-DD) in Korea time: what the birth and issue dates are compared with. */
export function seoulToday(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The passport details of the letter, all required: the names as in the passport (Latin letters,
 * the sign-up rule), the nationality, the passport number (upper-cased, spaces removed), and
 * birth, issue and expiry dates in order: born before today, issued after birth and not in the
 * future, expiring after issue, not yet expired and not before VISA_PASSPORT_VALID_UNTIL.
 */
export function visaLetterSchema(today: string) {
  return z
    .object({
      visaGivenName: nameRule('overseas'),
      visaFamilyName: nameRule('overseas'),
      visaCountry: requiredText(100).regex(NATIONALITY, 'validation.latinText'),
      visaPassportNumber: z
        .string()
        .transform((v) => v.replace(/\s+/g, '').toUpperCase())
        .pipe(z.string().min(1, 'validation.required').regex(PASSPORT_NUMBER, 'validation.passportNumber')),
      visaBirth: requiredDate,
      visaIssue: requiredDate,
      visaExpire: requiredDate,
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const ok = (date: unknown): date is string => typeof date === 'string' && isCalendarDate(date);
      if (ok(v.visaBirth) && v.visaBirth >= today) issue('visaBirth', 'validation.birthInPast');
      if (ok(v.visaIssue) && v.visaIssue > today) issue('visaIssue', 'validation.issueInFuture');
      else if (ok(v.visaIssue) && ok(v.visaBirth) && v.visaIssue <= v.visaBirth)
        issue('visaIssue', 'validation.issueAfterBirth');
      if (!ok(v.visaExpire)) return;
      if (ok(v.visaIssue) && v.visaExpire <= v.visaIssue) issue('visaExpire', 'validation.expiryAfterIssue');
      else if (v.visaExpire <= today) issue('visaExpire', 'validation.passportExpired');
      else if (v.visaExpire < VISA_PASSPORT_VALID_UNTIL) issue('visaExpire', 'validation.passportValidity');
    });
}

export type VisaLetterInput = z.input<ReturnType<typeof visaLetterSchema>>;
export type VisaLetterValues = z.output<ReturnType<typeof visaLetterSchema>>;

/** An organiser's decision: a rejection says why (the member reads it in the mail and My registration). */
export const visaLetterDecisionSchema = z
  .object({
    decision: z.enum(VISA_LETTER_DECISIONS, 'validation.invalid'),
    reason: z
      .string()
      .trim()
      .max(VISA_LETTER_REASON_MAX, 'validation.tooLong')
      .nullish()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'REJECTED' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
