// Abstract review (issue 25; docs/decisions.md "Abstract review"): reviewers bid on the abstracts
// of their topics and declare their conflicts of interest, during the bidding period.
// Guards live in review.resolvers.ts: the functions here take the organiser or the reviewer already
// checked. Embedded PGlite serves one session at a time: inside a transaction every read goes through trx.
import { exclusionReasons, withinReviewPeriod, type ReviewBid } from '@congress/domain';
import { reviewBidSchema } from '@congress/domain/validation';
import type { RequestContext } from '../../context';
import { AppError, parseInput } from '../../errors';
import { abstractsInReviewOfTopics, type AbstractRow } from '../abstracts/abstracts.lookup';
import { findMembersByIds, type MemberRow } from '../members/members.lookup';
import { assignmentAbstract, topicsOf } from './review.conflicts';
import {
  assignmentOf,
  assignmentsWhere,
  bidsOf,
  conflictsOf,
  deleteAssignment,
  lockSettings,
  readSettings,
  reviewOf,
  setBid,
  setConflict,
  type ReviewerRow,
} from './review.repository';
import { requireReviewer } from './reviewers.service';
import type { ReviewAbstractView } from './reviewing.service';

/** Abstracts of the reviewer's topics, minus those they (co-)authored. */
async function biddable(ctx: RequestContext, reviewer: ReviewerRow, viewer: MemberRow) {
  const abstracts = await abstractsInReviewOfTopics(ctx.knex, topicsOf(reviewer));
  const submitters = new Map(
    (await findMembersByIds(ctx.knex, [...new Set(abstracts.map((a) => a.user_id))])).map((m) => [m.id, m]),
  );
  return abstracts.filter(
    (a) =>
      !exclusionReasons(
        { id: reviewer.id, personId: viewer.id, email: viewer.email, topics: topicsOf(reviewer) },
        assignmentAbstract(a, submitters.get(a.user_id)),
      ).includes('AUTHOR'),
  );
}

export interface BiddableView {
  abstract: ReviewAbstractView;
  bid: ReviewBid | null;
  conflict: boolean;
  assigned: boolean;
}

async function biddableViews(
  ctx: RequestContext,
  reviewer: ReviewerRow,
  abstracts: AbstractRow[],
): Promise<BiddableView[]> {
  const settings = await readSettings(ctx.knex);
  const bids = new Map((await bidsOf(ctx.knex, reviewer.id)).map((b) => [b.abstract_id, b.bid]));
  const conflicts = new Set(await conflictsOf(ctx.knex, reviewer.id));
  const assigned = new Set(
    (await assignmentsWhere(ctx.knex, { reviewer_id: reviewer.id })).map((a) => a.abstract_id),
  );
  return abstracts.map((row) => ({
    abstract: { row, blind: settings.blind },
    bid: bids.get(row.id) ?? null,
    conflict: conflicts.has(row.id),
    assigned: assigned.has(row.id),
  }));
}

export async function myBiddable(ctx: RequestContext, viewer: MemberRow) {
  const reviewer = await requireReviewer(ctx, viewer);
  return biddableViews(ctx, reviewer, await biddable(ctx, reviewer, viewer));
}

async function biddableOne(
  ctx: RequestContext,
  reviewer: ReviewerRow,
  viewer: MemberRow,
  abstractId: number,
) {
  const abstract = (await biddable(ctx, reviewer, viewer)).find((a) => a.id === abstractId);
  if (!abstract) throw new AppError('NOT_FOUND', { message: 'No such abstract among yours to review.' });
  return abstract;
}

export async function placeBid(ctx: RequestContext, viewer: MemberRow, abstractId: number, bidArg: unknown) {
  const reviewer = await requireReviewer(ctx, viewer);
  const bid = bidArg == null ? null : parseInput(reviewBidSchema, bidArg);
  const settings = await readSettings(ctx.knex);
  if (!withinReviewPeriod({ start: settings.bidding_start, end: settings.bidding_end }, ctx.clock.now()))
    throw new AppError('NOT_PERMITTED', { message: 'The bidding period is closed.' });
  const abstract = await biddableOne(ctx, reviewer, viewer, abstractId);
  await ctx.knex.transaction((trx) => setBid(trx, reviewer.id, abstractId, bid, ctx.clock.now()));
  return (await biddableViews(ctx, reviewer, [abstract]))[0]!;
}

/** Declares (or withdraws) a conflict; an assignment of the abstract without a review goes with it. */
export async function declareConflict(
  ctx: RequestContext,
  viewer: MemberRow,
  abstractId: number,
  conflict: boolean,
) {
  const reviewer = await requireReviewer(ctx, viewer);
  const abstract = await biddableOne(ctx, reviewer, viewer, abstractId);
  await ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    const assignment = await assignmentOf(trx, reviewer.id, abstractId);
    if (conflict && assignment) {
      if (await reviewOf(trx, assignment.id))
        throw new AppError('CONFLICT', { message: 'You have reviewed this abstract already.' });
      await deleteAssignment(trx, assignment.id);
    }
    await setConflict(trx, reviewer.id, abstractId, conflict, ctx.clock.now());
  });
  return (await biddableViews(ctx, reviewer, [abstract]))[0]!;
}
