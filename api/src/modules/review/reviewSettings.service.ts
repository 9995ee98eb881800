// Abstract review (issue 25; docs/decisions.md "Abstract review"): the form (criteria and weights,
// blind or open) and the bidding and review periods.
// Guards live in review.resolvers.ts: the functions here take the organiser or the reviewer already
// checked. Embedded PGlite serves one session at a time: inside a transaction every read goes through trx.
import { weightedScore, withinReviewPeriod, type ReviewCriterion } from '@congress/domain';
import { reviewSettingsSchema, seoulWallClockToDate } from '@congress/domain/validation';
import type { RequestContext } from '../../context';
import { parseInput } from '../../errors';
import type { MemberRow } from '../members/members.lookup';
import {
  allReviews,
  lockSettings,
  readSettings,
  setWeightedScore,
  updateSettings,
  type ReviewRow,
  type ReviewSettingsRow,
} from './review.repository';

export interface SettingsView {
  criteria: ReviewCriterion[];
  blind: boolean;
  perAbstract: number;
  biddingStart: Date | null;
  biddingEnd: Date | null;
  reviewStart: Date | null;
  reviewEnd: Date | null;
  biddingOpen: boolean;
  reviewOpen: boolean;
}

export const criteriaOf = (row: ReviewSettingsRow) => row.criteria as ReviewCriterion[];
/** A review's score per criterion key (weighted by the form's criteria). */
export const scoresOf = (review: ReviewRow) => review.scores as Record<string, number>;

function settingsView(row: ReviewSettingsRow, now: Date): SettingsView {
  const bidding = { start: row.bidding_start, end: row.bidding_end };
  const review = { start: row.review_start, end: row.review_end };
  return {
    criteria: criteriaOf(row),
    blind: row.blind,
    perAbstract: row.per_abstract,
    biddingStart: row.bidding_start,
    biddingEnd: row.bidding_end,
    reviewStart: row.review_start,
    reviewEnd: row.review_end,
    biddingOpen: withinReviewPeriod(bidding, now),
    reviewOpen: withinReviewPeriod(review, now),
  };
}

export const reviewSettings = async (ctx: RequestContext) =>
  settingsView(await readSettings(ctx.knex), ctx.clock.now());

const instant = (text: string) => (text ? seoulWallClockToDate(text) : null);

/** Saves the form; the weighted scores of the reviews done follow the new weights. */
export async function saveReviewSettings(ctx: RequestContext, organiser: MemberRow, input: unknown) {
  const value = parseInput(reviewSettingsSchema, input);
  const criteria = value.criteria.map((c) => ({ ...c, weight: Number(c.weight) }));
  return ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    await updateSettings(trx, {
      criteria,
      blind: value.blind,
      per_abstract: value.perAbstract,
      bidding_start: instant(value.biddingStart),
      bidding_end: instant(value.biddingEnd),
      review_start: instant(value.reviewStart),
      review_end: instant(value.reviewEnd),
      updated_at: ctx.clock.now(),
      updated_by: organiser.id,
    });
    for (const review of await allReviews(trx))
      await setWeightedScore(trx, review.assignment_id, weightedScore(criteria, scoresOf(review)));
    return settingsView(await lockSettings(trx), ctx.clock.now());
  });
}
