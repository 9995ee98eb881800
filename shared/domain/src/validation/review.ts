// The review settings form (back office), a reviewer's topics and a review (member area): one
// schema each for the form and the API. Dates are Korea-time wall clocks, as the settings page's.
import { z } from './zod';
import { ABSTRACT_TOPICS } from '../topics';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_CRITERIA_MAX,
  REVIEW_PER_ABSTRACT_MAX,
  REVIEW_RECOMMENDATIONS,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_WEIGHT_MAX,
} from '../review/review';
import { REVIEW_BIDS } from '../review/assignment';
import { requiredText } from './rules';
import { seoulWallClockToDate } from './settings';

const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || seoulWallClockToDate(v) !== null, 'validation.settings.dateTime');

const ordered = (a: string, b: string) => {
  const start = a ? seoulWallClockToDate(a) : null;
  const end = b ? seoulWallClockToDate(b) : null;
  return !start || !end || end.getTime() > start.getTime();
};

export const reviewCriterionSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'validation.invalid'),
  label_en: requiredText(100),
  label_ko: requiredText(100),
  weight: z.coerce
    .number('validation.invalid')
    .positive('validation.invalid')
    .max(REVIEW_WEIGHT_MAX, 'validation.invalid'),
});

/** The review settings as entered; the periods end after they start (either end may be empty). */
export const reviewSettingsSchema = z
  .object({
    criteria: z
      .array(reviewCriterionSchema)
      .min(1, 'validation.required')
      .max(REVIEW_CRITERIA_MAX, 'validation.invalid')
      .refine((list) => new Set(list.map((c) => c.key)).size === list.length, 'validation.invalid'),
    blind: z.boolean('validation.invalid'),
    perAbstract: z.coerce
      .number('validation.invalid')
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(REVIEW_PER_ABSTRACT_MAX, 'validation.invalid'),
    biddingStart: optionalDate,
    biddingEnd: optionalDate,
    reviewStart: optionalDate,
    reviewEnd: optionalDate,
  })
  .refine((v) => ordered(v.biddingStart, v.biddingEnd), {
    path: ['biddingEnd'],
    message: 'validation.settings.endAfterStart',
  })
  .refine((v) => ordered(v.reviewStart, v.reviewEnd), {
    path: ['reviewEnd'],
    message: 'validation.settings.endAfterStart',
  });
export type ReviewSettingsValues = z.input<typeof reviewSettingsSchema>;

export const reviewerTopicsSchema = z
  .array(z.enum(ABSTRACT_TOPICS, 'validation.invalid'))
  .max(ABSTRACT_TOPICS.length, 'validation.invalid')
  .refine((list) => new Set(list).size === list.length, 'validation.invalid');

export const reviewBidSchema = z.enum(REVIEW_BIDS, 'validation.invalid');

/** A review as a reviewer submits it: a score for every criterion of the form (checked by the API). */
export const reviewInputSchema = z.object({
  scores: z
    .array(
      z.object({
        key: z.string().trim().min(1, 'validation.required').max(40, 'validation.invalid'),
        score: z.coerce
          .number('validation.invalid')
          .int('validation.invalid')
          .min(REVIEW_SCORE_MIN, 'validation.invalid')
          .max(REVIEW_SCORE_MAX, 'validation.invalid'),
      }),
    )
    .max(20, 'validation.invalid'),
  recommendation: z.enum(REVIEW_RECOMMENDATIONS, 'validation.required'),
  commentToAuthors: z.string().trim().max(REVIEW_COMMENT_MAX, 'validation.tooLong').default(''),
  confidentialComment: z.string().trim().max(REVIEW_COMMENT_MAX, 'validation.tooLong').default(''),
});
export type ReviewInputValues = z.input<typeof reviewInputSchema>;

/**
 * The reviewer's form as filled in (member area): a score for each of the settings' criteria (by
 * key), a recommendation, the comments within their limit. What the API then checks is
 * reviewInputSchema, against the same criteria.
 */
export const reviewFormSchema = (criterionKeys: readonly string[]) =>
  z.object({
    scores: z.object(
      Object.fromEntries(
        criterionKeys.map((key) => [
          key,
          z
            .number('validation.required')
            .int('validation.invalid')
            .min(REVIEW_SCORE_MIN, 'validation.invalid')
            .max(REVIEW_SCORE_MAX, 'validation.invalid'),
        ]),
      ),
    ),
    recommendation: z.enum(REVIEW_RECOMMENDATIONS, 'validation.required'),
    commentToAuthors: z.string().max(REVIEW_COMMENT_MAX, 'validation.tooLong'),
    confidentialComment: z.string().max(REVIEW_COMMENT_MAX, 'validation.tooLong'),
  });
