// Event statistics (the back office's landing page, committee/eventStatistics): registrations,
// payments, refunds, abstracts, sign-ups and sponsors for a range of Asia/Seoul days. The database
// computes every figure, each in the module that owns the table (through its lookup, with the
// helpers of db/figures.ts); this only validates the range and assembles.
import type { Knex } from 'knex';
import { statisticsFilterSchema, type StatisticsFilter } from '@congress/domain/validation';
import { parseInput } from '../../errors';
import { abstractFigures } from '../abstracts/abstracts.lookup';
import { signUpFigures } from '../members/members.lookup';
import { refundFigures, revenueFigures } from '../pays/pays.lookup';
import { registrationFigures } from '../registrations/registrations.lookup';
import { sponsorFigures } from '../sponsors/sponsors.lookup';

/** The filter argument as a range of days, or VALIDATION_FAILED (`filter.startDate`, `filter.endDate`). */
export function parseStatisticsFilter(filter: unknown): StatisticsFilter {
  try {
    return parseInput(statisticsFilterSchema, filter ?? {});
  } catch (error) {
    const fields = (error as { fields?: { field: string; code: string }[] }).fields;
    if (fields) for (const field of fields) field.field = `filter.${field.field}`;
    throw error;
  }
}

export type EventStatisticsResult = Awaited<ReturnType<typeof eventStatistics>>;

export async function eventStatistics(knex: Knex, range: StatisticsFilter) {
  // Side by side: six aggregate scans of different tables, each on a connection of its own, so
  // the page waits for the slowest rather than for their sum (docs/benchmarks.md).
  const [registrations, revenue, refunds, abstracts, signUps, sponsors] = await Promise.all([
    registrationFigures(knex, range),
    revenueFigures(knex, range),
    refundFigures(knex, range),
    abstractFigures(knex, range),
    signUpFigures(knex, range),
    sponsorFigures(knex, range),
  ]);
  const countOf = (status: string) => registrations.byStatus.find((row) => row.key === status)?.count ?? 0;
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    registrationCount: registrations.total,
    paidCount: countOf('PAID'),
    unpaidCount: countOf('UNPAID'),
    registrationsByStatus: registrations.byStatus,
    registrationsByTrack: registrations.byTrack,
    registrationsByTier: registrations.byTier,
    registrationsByCategory: registrations.byCategory,
    registrationsByAttendance: registrations.byAttendance,
    registrationsPerDay: registrations.perDay,
    revenue: revenue.map((row) => ({ ...row, net: row.gross - row.refunded })),
    refunds,
    abstractCount: abstracts.total,
    abstractsByTopic: abstracts.byTopic,
    abstractsByPreference: abstracts.byPreference,
    abstractsByCategory: abstracts.byCategory,
    abstractsByStatus: abstracts.byStatus,
    signUpCount: signUps.total,
    signUpsPerDay: signUps.perDay,
    sponsorCount: sponsors.total,
    sponsorsByGrade: sponsors.byGrade,
    sponsorsByPaymentStatus: sponsors.byPaymentStatus,
  };
}
