// The review tables (review_settings, reviewers, review_bids, review_conflicts,
// review_assignments, reviews, review_drafts): the only place that queries them.
import type { Knex } from 'knex';
import { ownersOfRows } from '../../db/owners';
import type {
  ReviewAssignmentsTable,
  ReviewBidsTable,
  ReviewDraftsTable,
  ReviewersTable,
  ReviewSettingsTable,
  ReviewsTable,
} from '../../generated/tables';

export type ReviewSettingsRow = ReviewSettingsTable;
export type ReviewerRow = ReviewersTable;
export type AssignmentRow = ReviewAssignmentsTable;
export type ReviewRow = ReviewsTable;
export type BidRow = ReviewBidsTable;
export type ReviewDraftRow = ReviewDraftsTable;

export const readSettings = async (knex: Knex): Promise<ReviewSettingsRow> =>
  (await knex('review_settings').where({ id: 1 }).first())!;

/** The settings row, locked: every change to reviewers and assignments takes it first (one at a time). */
export const lockSettings = async (trx: Knex.Transaction): Promise<ReviewSettingsRow> =>
  (await trx('review_settings').where({ id: 1 }).forUpdate().first())!;

/** The settings row, share-locked: a review's weighted score is computed with the form that stays. */
export const readSettingsShared = async (trx: Knex.Transaction): Promise<ReviewSettingsRow> =>
  (await trx('review_settings').where({ id: 1 }).forShare().first())!;

export const updateSettings = (trx: Knex.Transaction, changes: Partial<ReviewSettingsRow>) =>
  trx('review_settings')
    .where({ id: 1 })
    .update({ ...changes, ...(changes.criteria ? { criteria: JSON.stringify(changes.criteria) } : {}) });

// Reviewers ---------------------------------------------------------------------------------

export const allReviewers = (knex: Knex): Promise<ReviewerRow[]> => knex('reviewers').orderBy('id');

/** The members of these reviewers (an invited address nobody confirmed yet has none). */
export const reviewerMembers = (knex: Knex, ids: readonly number[]) => ownersOfRows(knex('reviewers'), ids);

/** The members reviewing under these assignments. */
export const assignmentReviewerMembers = async (knex: Knex, ids: readonly number[]): Promise<number[]> =>
  ids.length
    ? knex('review_assignments')
        .join('reviewers', 'reviewers.id', 'review_assignments.reviewer_id')
        .whereIn('review_assignments.id', [...ids])
        .whereNotNull('reviewers.user_id')
        .distinct()
        .pluck('reviewers.user_id')
    : [];

export const findReviewer = (knex: Knex, id: number): Promise<ReviewerRow | undefined> =>
  knex('reviewers').where({ id }).first();

export const reviewerOfUser = (knex: Knex, userId: number): Promise<ReviewerRow | undefined> =>
  knex('reviewers').where({ user_id: userId }).first();

export const reviewerByEmail = (knex: Knex, email: string): Promise<ReviewerRow | undefined> =>
  knex('reviewers').whereRaw('lower(email) = lower(?)', [email.trim()]).first();

/** Links an invited address to the member who signed up with it (once). */
export const linkInvitedReviewer = (knex: Knex, email: string, userId: number): Promise<number> =>
  knex('reviewers')
    .whereNull('user_id')
    .whereRaw('lower(email) = lower(?)', [email.trim()])
    .whereNotExists(knex('reviewers as r2').where('r2.user_id', userId).select(knex.raw('1')))
    .update({ user_id: userId });

export async function insertReviewer(
  trx: Knex.Transaction,
  row: { user_id: number | null; email: string; topics: string[]; created_by: number },
): Promise<ReviewerRow> {
  const [inserted] = await trx('reviewers')
    .insert({ ...row, topics: JSON.stringify(row.topics) })
    .returning('*');
  return inserted!;
}

export async function updateReviewerTopics(trx: Knex.Transaction, id: number, topics: string[]) {
  const [row] = await trx('reviewers')
    .where({ id })
    .update({ topics: JSON.stringify(topics) })
    .returning('*');
  return row;
}

export const deleteReviewer = (trx: Knex.Transaction, id: number) => trx('reviewers').where({ id }).delete();

/** Assigned, done and open reviews per reviewer, and the open ones with a draft saved. */
export async function progressOfReviewers(
  knex: Knex,
  reviewerIds?: readonly number[],
): Promise<Map<number, { assigned: number; done: number; drafts: number }>> {
  const query = knex('review_assignments as a')
    .leftJoin('reviews as r', 'r.assignment_id', 'a.id')
    .leftJoin('review_drafts as d', 'd.assignment_id', 'a.id')
    .groupBy('a.reviewer_id')
    .select<{ reviewer_id: number; assigned: number; done: number; drafts: number }[]>(
      'a.reviewer_id',
      knex.raw('count(*)::int as assigned'),
      knex.raw('count(r.assignment_id)::int as done'),
      knex.raw('count(d.assignment_id) filter (where r.assignment_id is null)::int as drafts'),
    );
  if (reviewerIds) query.whereIn('a.reviewer_id', reviewerIds);
  const rows = await query;
  return new Map(rows.map((r) => [r.reviewer_id, { assigned: r.assigned, done: r.done, drafts: r.drafts }]));
}

// Bids and conflicts -------------------------------------------------------------------------

export const allBids = (knex: Knex): Promise<BidRow[]> => knex('review_bids');
export const bidsOf = (knex: Knex, reviewerId: number): Promise<BidRow[]> =>
  knex('review_bids').where({ reviewer_id: reviewerId });

export async function setBid(
  trx: Knex.Transaction,
  reviewerId: number,
  abstractId: number,
  bid: BidRow['bid'] | null,
  now: Date,
) {
  await trx('review_bids').where({ reviewer_id: reviewerId, abstract_id: abstractId }).delete();
  if (bid)
    await trx('review_bids').insert({
      reviewer_id: reviewerId,
      abstract_id: abstractId,
      bid,
      updated_at: now,
    });
}

export const allConflicts = (knex: Knex): Promise<{ reviewer_id: number; abstract_id: number }[]> =>
  knex('review_conflicts').select('reviewer_id', 'abstract_id');
export const conflictsOf = (knex: Knex, reviewerId: number): Promise<number[]> =>
  knex('review_conflicts').where({ reviewer_id: reviewerId }).pluck('abstract_id');

export async function setConflict(
  trx: Knex.Transaction,
  reviewerId: number,
  abstractId: number,
  conflict: boolean,
  now: Date,
) {
  await trx('review_conflicts').where({ reviewer_id: reviewerId, abstract_id: abstractId }).delete();
  if (conflict)
    await trx('review_conflicts').insert({
      reviewer_id: reviewerId,
      abstract_id: abstractId,
      created_at: now,
    });
}

// Assignments and reviews --------------------------------------------------------------------

export const allAssignments = (knex: Knex): Promise<AssignmentRow[]> =>
  knex('review_assignments').orderBy('id');

export const assignmentsWhere = (
  knex: Knex,
  where: { abstract_id?: number; reviewer_id?: number },
): Promise<AssignmentRow[]> => knex('review_assignments').where(where).orderBy('id');

export const findAssignment = (knex: Knex, id: number): Promise<AssignmentRow | undefined> =>
  knex('review_assignments').where({ id }).first();

export const findAssignmentForUpdate = (
  trx: Knex.Transaction,
  id: number,
): Promise<AssignmentRow | undefined> => trx('review_assignments').where({ id }).forUpdate().first();

export const assignmentOf = (
  knex: Knex,
  reviewerId: number,
  abstractId: number,
): Promise<AssignmentRow | undefined> =>
  knex('review_assignments').where({ reviewer_id: reviewerId, abstract_id: abstractId }).first();

export async function insertAssignments(
  trx: Knex.Transaction,
  rows: { reviewer_id: number; abstract_id: number; source: 'AUTO' | 'MANUAL' }[],
  by: number,
  now: Date,
): Promise<AssignmentRow[]> {
  if (!rows.length) return [];
  return trx('review_assignments')
    .insert(rows.map((row) => ({ ...row, created_by: by, created_at: now })))
    .returning('*');
}

export const deleteAssignment = (trx: Knex.Transaction, id: number) =>
  trx('review_assignments').where({ id }).delete();

export const reviewsOfAssignments = (knex: Knex, ids: readonly number[]): Promise<ReviewRow[]> =>
  ids.length ? knex('reviews').whereIn('assignment_id', ids) : Promise.resolve([]);

export const reviewOf = (knex: Knex, assignmentId: number): Promise<ReviewRow | undefined> =>
  knex('reviews').where({ assignment_id: assignmentId }).first();

export async function upsertReview(trx: Knex.Transaction, row: ReviewRow): Promise<ReviewRow> {
  const values = { ...row, scores: JSON.stringify(row.scores) };
  const [saved] = await trx('reviews')
    .insert(values)
    .onConflict('assignment_id')
    .merge([
      'scores',
      'weighted_score',
      'recommendation',
      'comment_to_authors',
      'confidential_comment',
      'updated_at',
    ])
    .returning('*');
  return saved!;
}

export const draftsOfAssignments = (knex: Knex, ids: readonly number[]): Promise<ReviewDraftRow[]> =>
  ids.length ? knex('review_drafts').whereIn('assignment_id', ids) : Promise.resolve([]);

export async function upsertDraft(trx: Knex.Transaction, row: ReviewDraftRow): Promise<void> {
  await trx('review_drafts')
    .insert({ ...row, scores: JSON.stringify(row.scores) })
    .onConflict('assignment_id')
    .merge(['scores', 'recommendation', 'comment_to_authors', 'confidential_comment', 'updated_at']);
}

export const deleteDraft = (trx: Knex.Transaction, assignmentId: number) =>
  trx('review_drafts').where({ assignment_id: assignmentId }).delete();

/** Every review with its abstract (for the weighted scores when the form changes). */
export const allReviews = (knex: Knex): Promise<ReviewRow[]> => knex('reviews');

export const setWeightedScore = (trx: Knex.Transaction, assignmentId: number, score: number | null) =>
  trx('reviews').where({ assignment_id: assignmentId }).update({ weighted_score: score });

/** The done reviews of abstracts (comments to the authors in the mails, My abstract). */
export const doneReviewsOfAbstracts = (
  knex: Knex,
  abstractIds: readonly number[],
): Promise<(ReviewRow & { abstract_id: number; reviewer_id: number })[]> =>
  abstractIds.length
    ? knex('reviews as r')
        .join('review_assignments as a', 'a.id', 'r.assignment_id')
        .whereIn('a.abstract_id', abstractIds)
        .orderBy(['a.abstract_id', 'r.submitted_at', 'r.assignment_id'])
        .select('r.*', 'a.abstract_id', 'a.reviewer_id')
    : Promise.resolve([]);

/** Whether the member reviews (is assigned) an abstract holding this file (its images). */
export async function reviewerHoldsFile(knex: Knex, userId: number, fileId: number): Promise<boolean> {
  const row = await knex('review_assignments as a')
    .join('reviewers as v', 'v.id', 'a.reviewer_id')
    .join('abstract_files as f', 'f.abstract_id', 'a.abstract_id')
    .where({ 'v.user_id': userId, 'f.file_id': fileId })
    .first(knex.raw('1 as one'));
  return Boolean(row);
}

// The abstract list's review columns (joined by the abstracts list kit as SQL) --------------------
// Each takes `abstractId`, the outer query's abstract id column (the abstracts list passes
// 'abstracts.id'): the review module names none of the abstracts' columns itself.

const reviewsOf = (abstractId: string) =>
  `reviews r join review_assignments a on a.id = r.assignment_id where a.abstract_id = ${abstractId}`;
/** Reviews done of the abstract. */
export const reviewsDoneSql = (abstractId: string) => `(select count(*)::int from ${reviewsOf(abstractId)})`;
export const reviewMeanSql = (abstractId: string) =>
  `(select round(avg(r.weighted_score)::numeric, 2)::float from ${reviewsOf(abstractId)})`;
export const reviewSpreadSql = (abstractId: string) =>
  `(select round((max(r.weighted_score) - min(r.weighted_score))::numeric, 2)::float from ${reviewsOf(abstractId)})`;
/** How many of the abstract's reviews recommend this. */
export const recommendationCountSql = (
  abstractId: string,
  code: 'ACCEPT_ORAL' | 'ACCEPT_POSTER' | 'REJECT',
) => `(select count(*)::int from ${reviewsOf(abstractId)} and r.recommendation = '${code}')`;
/** The recommendation most reviews of the abstract give (ties: the first of the form's order). */
export const mostRecommendedSql = (abstractId: string) =>
  `(select r.recommendation from ${reviewsOf(abstractId)} group by r.recommendation order by count(*) desc, array_position(array['ACCEPT_ORAL','ACCEPT_POSTER','REJECT']::text[], r.recommendation::text) limit 1)`;
/** The abstract has a review done (a list filter). */
export const reviewedSubquery = (knex: Knex, abstractId: string) =>
  knex('reviews as r')
    .join('review_assignments as a', 'a.id', 'r.assignment_id')
    .whereRaw('a.abstract_id = ??', [abstractId])
    .select(knex.raw('1'));
