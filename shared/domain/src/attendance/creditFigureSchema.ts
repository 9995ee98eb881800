// An organiser's figures for one attendee's day (a correction, an accepted objection) and the memo
// every such change carries: the back office's forms and the API check the same rules.
import { z } from '../validation/zod';

export const MAX_CREDIT_DAY_MINUTES = 24 * 60;
export const MAX_CREDIT_DAY_POINTS = 100;
export const CREDIT_MEMO_MAX = 1000;
/** A member's objection: what is wrong with a day's figure, in their words. */
export const CREDIT_OBJECTION_MAX = 2000;

/** The memo of a correction or an answer to an objection: required, at most CREDIT_MEMO_MAX. */
export const creditMemoSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(CREDIT_MEMO_MAX, 'validation.tooLong');

/** A member's objection as sent: required, at most CREDIT_OBJECTION_MAX (the API and the member's form). */
export const creditObjectionSchema = z.object({
  message: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(CREDIT_OBJECTION_MAX, 'validation.tooLong'),
});

/** A whole number from 0 to `max` as typed into a field, read as a number. */
const wholeTyped = (max: number, invalid: string) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .regex(/^\d+$/, invalid)
    .transform(Number)
    .refine((n) => n <= max, invalid);

/**
 * The form's values (as typed): minutes and points when `figures` (a correction, an accepted
 * objection), the memo always (a rejected objection has the memo alone).
 */
export const creditFigureFormSchema = (figures: boolean) =>
  z.object({
    minutes: figures ? wholeTyped(MAX_CREDIT_DAY_MINUTES, 'validation.creditMinutes') : z.string(),
    points: figures ? wholeTyped(MAX_CREDIT_DAY_POINTS, 'validation.creditPoints') : z.string(),
    memo: creditMemoSchema,
  });

/** The figures as the API receives them (numbers). */
export const creditFigureSchema = z.object({
  countedMinutes: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(MAX_CREDIT_DAY_MINUTES, 'validation.invalid'),
  points: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(MAX_CREDIT_DAY_POINTS, 'validation.invalid'),
});
