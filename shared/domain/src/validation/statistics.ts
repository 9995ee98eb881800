// The event statistics' date range (admin landing page and its Excel export): Asia/Seoul days as
// YYYY-MM-DD, both optional, the start not after the end.
import { z } from './zod';
import { optionalDateRule } from './rules';

export const statisticsFilterSchema = z
  .object({ startDate: optionalDateRule.nullable(), endDate: optionalDateRule.nullable() })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, {
    path: ['endDate'],
    message: 'validation.dateRange',
  })
  .transform((range) => ({ startDate: range.startDate ?? null, endDate: range.endDate ?? null }));
export type StatisticsFilter = z.output<typeof statisticsFilterSchema>;
