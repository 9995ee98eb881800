// Abstract review (issue 25; docs/decisions.md "Abstract review"): the reviews themselves. A
// reviewer reads their abstracts (blind when the form says so), scores them, keeps drafts;
// organisers read the reviews of an abstract; authors read the comments once decided.
// Guards live in review.resolvers.ts: the functions here take the organiser or the reviewer already
// checked. Embedded PGlite serves one session at a time: inside a transaction every read goes through trx.
import { weightedScore, withinReviewPeriod } from '@congress/domain';
import { reviewInputSchema } from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { RequestContext } from '../../context';
import { AppError, invalidField, parseInput } from '../../errors';
import { findAbstract, type AbstractRow } from '../abstracts/abstracts.lookup';
import type { MemberRow } from '../members/members.lookup';
import {
  assignmentsWhere,
  deleteDraft,
  doneReviewsOfAbstracts,
  draftsOfAssignments,
  findAssignment,
  findAssignmentForUpdate,
  readSettings,
  readSettingsShared,
  reviewOf,
  reviewsOfAssignments,
  upsertDraft,
  upsertReview,
  type AssignmentRow,
  type ReviewDraftRow,
  type ReviewRow,
  type ReviewSettingsRow,
  type ReviewerRow,
} from './review.repository';
import { assignmentViews } from './reviewAssignment.service';
import { criteriaOf, scoresOf } from './reviewSettings.service';
import { requireReviewer } from './reviewers.service';

// What reviewers see (blind) -----------------------------------------------------------------

/** An abstract as a reviewer sees it: the row, and whether its authors may be shown. */
export interface ReviewAbstractView {
  row: AbstractRow;
  blind: boolean;
}

export interface MyAssignmentView {
  id: number;
  abstract: ReviewAbstractView;
  review: ReviewRow | null;
  draft: ReviewDraftRow | null;
  editable: boolean;
}

async function myAssignmentViews(
  ctx: RequestContext,
  rows: AssignmentRow[],
  settings: ReviewSettingsRow,
): Promise<MyAssignmentView[]> {
  const reviews = new Map(
    (
      await reviewsOfAssignments(
        ctx.knex,
        rows.map((r) => r.id),
      )
    ).map((r) => [r.assignment_id, r]),
  );
  const drafts = new Map(
    (
      await draftsOfAssignments(
        ctx.knex,
        rows.map((r) => r.id),
      )
    ).map((d) => [d.assignment_id, d]),
  );
  const open = withinReviewPeriod(
    { start: settings.review_start, end: settings.review_end },
    ctx.clock.now(),
  );
  const views: MyAssignmentView[] = [];
  for (const row of rows) {
    const abstract = await findAbstract(ctx.knex, row.abstract_id);
    if (!abstract || abstract.delete) continue;
    views.push({
      id: row.id,
      abstract: { row: abstract, blind: settings.blind },
      review: reviews.get(row.id) ?? null,
      // A submitted review has no draft (submitting deletes it); the check is belt and braces.
      draft: reviews.has(row.id) ? null : (drafts.get(row.id) ?? null),
      editable: open,
    });
  }
  return views;
}

export async function myAssignments(ctx: RequestContext, viewer: MemberRow) {
  const reviewer = await requireReviewer(ctx, viewer);
  return myAssignmentViews(
    ctx,
    await assignmentsWhere(ctx.knex, { reviewer_id: reviewer.id }),
    await readSettings(ctx.knex),
  );
}

export async function myAssignment(ctx: RequestContext, viewer: MemberRow, id: number) {
  const reviewer = await requireReviewer(ctx, viewer);
  const row = await findAssignment(ctx.knex, id);
  if (!row || row.reviewer_id !== reviewer.id) throw new AppError('NOT_FOUND');
  const [view] = await myAssignmentViews(ctx, [row], await readSettings(ctx.knex));
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/**
 * Inside a review's transaction: the review period is open, the scores name the form's criteria
 * once each, and the assignment (locked) is the reviewer's and its abstract live.
 */
async function openReviewOf(
  trx: Knex.Transaction,
  reviewer: ReviewerRow,
  assignmentId: number,
  given: readonly { key: string; score: number }[],
  now: Date,
) {
  // Share-locked: a form saved meanwhile waits, so the weighted score uses the form that stays.
  const settings = await readSettingsShared(trx);
  if (!withinReviewPeriod({ start: settings.review_start, end: settings.review_end }, now))
    throw new AppError('NOT_PERMITTED', {
      message: 'The review period is closed: reviews are read-only.',
    });
  const criteria = criteriaOf(settings);
  const scores: Record<string, number> = {};
  for (const [index, { key, score }] of given.entries()) {
    if (!criteria.some((c) => c.key === key) || key in scores) throw invalidField(`scores.${index}.key`);
    scores[key] = score;
  }
  const assignment = await findAssignmentForUpdate(trx, assignmentId);
  if (!assignment || assignment.reviewer_id !== reviewer.id) throw new AppError('NOT_FOUND');
  const abstract = await findAbstract(trx, assignment.abstract_id);
  if (!abstract || abstract.delete) throw new AppError('NOT_FOUND');
  return { criteria, scores };
}

/** Writes or changes a review, during the review period only (read-only after it). */
export async function submitReview(
  ctx: RequestContext,
  viewer: MemberRow,
  assignmentId: number,
  input: unknown,
) {
  const reviewer = await requireReviewer(ctx, viewer);
  const value = parseInput(reviewInputSchema, input);
  const now = ctx.clock.now();
  await ctx.knex.transaction(async (trx) => {
    const { criteria, scores } = await openReviewOf(trx, reviewer, assignmentId, value.scores, now);
    if (criteria.some((c) => !(c.key in scores)))
      throw invalidField('scores', 'validation.review.scoreEveryCriterion');
    const before = await reviewOf(trx, assignmentId);
    await upsertReview(trx, {
      assignment_id: assignmentId,
      scores,
      weighted_score: weightedScore(criteria, scores),
      recommendation: value.recommendation,
      comment_to_authors: value.commentToAuthors,
      confidential_comment: value.confidentialComment,
      submitted_at: before?.submitted_at ?? now,
      updated_at: now,
    });
    // The review is submitted: its draft has served.
    await deleteDraft(trx, assignmentId);
  });
  return myAssignment(ctx, viewer, assignmentId);
}

// A draft: the review's schema with the recommendation optional; the rest is checked as a review's.
const reviewDraftSchema = reviewInputSchema.extend({
  recommendation: reviewInputSchema.shape.recommendation.nullish(),
});

/**
 * Keeps a half-written review: any criteria scored so far, the recommendation optional, during the
 * review period. Never counted (a done review is a row of `reviews`); refused once the review is
 * submitted (its changes are saved as a review, complete).
 */
export async function saveReviewDraft(
  ctx: RequestContext,
  viewer: MemberRow,
  assignmentId: number,
  input: unknown,
) {
  const reviewer = await requireReviewer(ctx, viewer);
  const value = parseInput(reviewDraftSchema, input);
  const now = ctx.clock.now();
  await ctx.knex.transaction(async (trx) => {
    const { scores } = await openReviewOf(trx, reviewer, assignmentId, value.scores, now);
    if (await reviewOf(trx, assignmentId))
      throw new AppError('CONFLICT', {
        message: 'This review is submitted: save your changes as the review.',
      });
    await upsertDraft(trx, {
      assignment_id: assignmentId,
      scores,
      recommendation: value.recommendation ?? null,
      comment_to_authors: value.commentToAuthors,
      confidential_comment: value.confidentialComment,
      updated_at: now,
    });
  });
  return myAssignment(ctx, viewer, assignmentId);
}

// Organisers read reviews ----------------------------------------------------------------------

export async function abstractReviews(ctx: RequestContext, abstractId: number) {
  const assignments = await assignmentsWhere(ctx.knex, { abstract_id: abstractId });
  const views = await assignmentViews(ctx.knex, assignments);
  const reviews = new Map(
    (
      await reviewsOfAssignments(
        ctx.knex,
        assignments.map((a) => a.id),
      )
    ).map((r) => [r.assignment_id, r]),
  );
  return views.map((view) => {
    const review = reviews.get(view.id);
    return {
      assignmentId: view.id,
      reviewerId: view.reviewerId,
      reviewerName: view.reviewerName,
      done: Boolean(review),
      scores: review ? scoreList(review) : [],
      weightedScore: review?.weighted_score ?? null,
      recommendation: review?.recommendation ?? null,
      commentToAuthors: review?.comment_to_authors ?? null,
      confidentialComment: review?.confidential_comment ?? null,
      submitted_at: review?.submitted_at ?? null,
    };
  });
}

export const scoreList = (review: ReviewRow) =>
  Object.entries(scoresOf(review)).map(([key, score]) => ({ key, score }));

/** The comments to the authors of an abstract's reviews, in review order, without names. */
export async function commentsToAuthors(knex: Knex, abstractId: number): Promise<string[]> {
  return (await doneReviewsOfAbstracts(knex, [abstractId]))
    .map((r) => r.comment_to_authors.trim())
    .filter(Boolean);
}

/** GraphQL mappers (codegen.yml): what the resolvers hand over for each type. */
export type AbstractReviewView = Awaited<ReturnType<typeof abstractReviews>>[number];
