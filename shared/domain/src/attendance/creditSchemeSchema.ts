// The organiser's settings of a credit scheme (docs/decisions.md, "CME credits (KMA 연수평점)"):
// the form and the API validate the same row. Bands go up without gaps or overlaps, only the last
// one is open-ended; points and caps are whole, non-negative numbers.
import { z } from '../validation/zod';
import { CREDIT_ELIGIBILITIES } from './credits';

const points = z.number().int().min(0).max(100);
const minutes = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const creditBandSchema = z
  .object({ moreThanMinutes: minutes, upToMinutes: minutes.nullable(), points })
  .refine((b) => b.upToMinutes === null || b.upToMinutes > b.moreThanMinutes, {
    message: 'credits.bandEndBeforeStart',
    path: ['upToMinutes'],
  });

export const creditRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('BANDS'),
    bands: z
      .array(creditBandSchema)
      .min(1)
      .max(20)
      .refine(
        (bands) =>
          bands.every(
            (b, i) =>
              (i === bands.length - 1 || b.upToMinutes !== null) &&
              (i === 0 || bands[i - 1]?.upToMinutes === b.moreThanMinutes),
          ),
        { message: 'credits.bandsNotContiguous' },
      ),
  }),
  z.object({ kind: z.literal('PER_HOUR'), pointsPerHour: points, minimumMinutes: minutes }),
]);

export const creditSchemeSchema = z.object({
  code: z.string().regex(/^[A-Z][A-Z0-9_]{0,31}$/),
  name: z.object({ en: z.string().trim().min(1).max(100), ko: z.string().trim().min(1).max(100) }),
  rule: creditRuleSchema,
  dayPoints: z.record(isoDate, points),
  dailyMax: points.nullable(),
  congressMax: z.number().int().min(0).max(1000).nullable(),
  eligibility: z.enum(CREDIT_ELIGIBILITIES),
  boundByLectureWindow: z.boolean(),
});
export type CreditSchemeInput = z.infer<typeof creditSchemeSchema>;
