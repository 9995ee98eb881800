import type { Resolvers } from '../../generated/resolvers-types';
import { AppError } from '../../errors';
import { parseId, parseIds } from '../../graphql/inputs';
import { isOrganiser, requireOrganiser, requireUser } from '../auth/guards';
import {
  addAssignment,
  applyAssignment,
  listAssignments,
  proposeAssignment,
  removeAssignment,
} from './reviewAssignment.service';
import { declareConflict, myBiddable, placeBid } from './reviewBidding.service';
import { decideAbstracts } from './reviewDecisions.service';
import {
  addReviewer,
  changeReviewerTopics,
  listReviewers,
  myReviewer,
  removeReviewer,
  reviewerCandidates,
  reviewerOf,
  sendReminders,
} from './reviewers.service';
import { reviewSettings, saveReviewSettings } from './reviewSettings.service';
import {
  abstractReviews,
  commentsToAuthors,
  myAssignment,
  myAssignments,
  saveReviewDraft,
  scoreList,
  submitReview,
} from './reviewing.service';

const optionalId = (value: unknown, field: string) => (value == null ? undefined : parseId(value, field));

export const reviewResolvers: Resolvers = {
  Query: {
    // Reviewers and organisers: the form they review with.
    reviewSettings: async (_p, _a, ctx) => {
      const viewer = requireUser(ctx);
      if (!isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST) && !(await reviewerOf(ctx.knex, viewer)))
        throw new AppError('NOT_PERMITTED');
      return reviewSettings(ctx);
    },
    myReviewer: (_p, _a, ctx) => myReviewer(ctx, requireUser(ctx)),
    myReviewAssignments: (_p, _a, ctx) => myAssignments(ctx, requireUser(ctx)),
    myReviewAssignment: (_p, { id }, ctx) => myAssignment(ctx, requireUser(ctx), parseId(id)),
    myBiddableAbstracts: (_p, _a, ctx) => myBiddable(ctx, requireUser(ctx)),
    reviewers: (_p, _a, ctx) => {
      requireOrganiser(ctx);
      return listReviewers(ctx);
    },
    reviewerCandidates: (_p, { search }, ctx) => {
      requireOrganiser(ctx);
      return reviewerCandidates(ctx, search);
    },
    reviewAssignments: (_p, { abstractId, reviewerId }, ctx) => {
      requireOrganiser(ctx);
      const abstract_id = optionalId(abstractId, 'abstractId');
      const reviewer_id = optionalId(reviewerId, 'reviewerId');
      return listAssignments(ctx, {
        ...(abstract_id ? { abstract_id } : {}),
        ...(reviewer_id ? { reviewer_id } : {}),
      });
    },
    abstractReviews: (_p, { abstractId }, ctx) => {
      requireOrganiser(ctx);
      return abstractReviews(ctx, parseId(abstractId, 'abstractId'));
    },
    reviewAssignmentProposal: (_p, _a, ctx) => {
      requireOrganiser(ctx);
      return proposeAssignment(ctx);
    },
  },
  Mutation: {
    saveReviewSettings: (_p, { input }, ctx) => saveReviewSettings(ctx, requireOrganiser(ctx), input),
    addReviewer: (_p, { userId, email, topics }, ctx) =>
      addReviewer(ctx, requireOrganiser(ctx), {
        userId: optionalId(userId, 'userId') ?? null,
        email: email ?? null,
        topics,
      }),
    updateReviewerTopics: (_p, { id, topics }, ctx) => {
      requireOrganiser(ctx);
      return changeReviewerTopics(ctx, parseId(id), topics);
    },
    removeReviewer: async (_p, { id }, ctx) => {
      requireOrganiser(ctx);
      return { ok: true, affected: await removeReviewer(ctx, parseId(id)) };
    },
    applyReviewAssignment: async (_p, { hash }, ctx) => ({
      ok: true,
      affected: await applyAssignment(ctx, requireOrganiser(ctx), hash),
    }),
    addReviewAssignment: (_p, { abstractId, reviewerId }, ctx) =>
      addAssignment(
        ctx,
        requireOrganiser(ctx),
        parseId(abstractId, 'abstractId'),
        parseId(reviewerId, 'reviewerId'),
      ),
    removeReviewAssignment: async (_p, { id }, ctx) => {
      requireOrganiser(ctx);
      return { ok: true, affected: await removeAssignment(ctx, parseId(id)) };
    },
    setReviewBid: (_p, { abstractId, bid }, ctx) =>
      placeBid(ctx, requireUser(ctx), parseId(abstractId, 'abstractId'), bid),
    declareReviewConflict: (_p, { abstractId, conflict }, ctx) =>
      declareConflict(ctx, requireUser(ctx), parseId(abstractId, 'abstractId'), conflict),
    submitReview: (_p, { assignmentId, input }, ctx) =>
      submitReview(ctx, requireUser(ctx), parseId(assignmentId, 'assignmentId'), input),
    saveReviewDraft: (_p, { assignmentId, input }, ctx) =>
      saveReviewDraft(ctx, requireUser(ctx), parseId(assignmentId, 'assignmentId'), input),
    decideAbstracts: async (_p, { ids, decision, notify }, ctx) => {
      const organiser = requireOrganiser(ctx);
      return {
        ok: true,
        affected: await decideAbstracts(ctx, organiser, parseIds(ids), decision, notify ?? true),
      };
    },
    sendReviewReminders: async (_p, { reviewerIds }, ctx) => {
      requireOrganiser(ctx);
      const ids = reviewerIds?.length ? parseIds(reviewerIds, 'reviewerIds') : null;
      return { ok: true, affected: await sendReminders(ctx, ids) };
    },
  },
  // Only the fields of ReviewAbstract: the schema has no author, affiliation or submitter here.
  ReviewAbstract: {
    id: ({ row }) => String(row.id),
    title: ({ row }) => row.title,
    category: ({ row }) => row.category,
    topic: ({ row }) => row.topic,
    objectives: ({ row }) => row.objectives,
    methods: ({ row }) => row.methods,
    results: ({ row }) => row.results,
    conclusions: ({ row }) => row.conclusions,
    keywords: ({ row }) => row.keywords,
    file_img: async ({ row }, _a, ctx) => {
      const ids = await ctx.loaders.fileIdsByAbstract.load(row.id);
      const files = await Promise.all(ids.map((id) => ctx.loaders.fileById.load(id)));
      return files.filter((file) => file !== null);
    },
    openAuthors: ({ row, blind }) => (blind ? null : { authors: row.author, affiliations: row.including }),
  },
  Review: {
    scores: (review) => scoreList(review),
    weightedScore: (review) => review.weighted_score,
    commentToAuthors: (review) => review.comment_to_authors,
    confidentialComment: (review) => review.confidential_comment,
  },
  ReviewDraft: {
    scores: (draft) =>
      Object.entries(draft.scores as Record<string, number>).map(([key, score]) => ({ key, score })),
    commentToAuthors: (draft) => draft.comment_to_authors,
    confidentialComment: (draft) => draft.confidential_comment,
  },
  ReviewerCandidate: {
    id: (candidate) => String(candidate.id),
  },
  Abstract: {
    // The list's review columns exist on the organisers' list rows only (abstracts.list.ts).
    reviews_done: (row) => (row as { reviews_done?: number | null }).reviews_done ?? null,
    review_mean: (row) => (row as { review_mean?: number | null }).review_mean ?? null,
    review_spread: (row) => (row as { review_spread?: number | null }).review_spread ?? null,
    recommend_oral: (row) => (row as { recommend_oral?: number | null }).recommend_oral ?? null,
    recommend_poster: (row) => (row as { recommend_poster?: number | null }).recommend_poster ?? null,
    recommend_reject: (row) => (row as { recommend_reject?: number | null }).recommend_reject ?? null,
    // The owner (My abstract) and organisers, once decided: comments to the authors, no names.
    review_comments: async (row, _a, ctx) => {
      const viewer = ctx.auth.user;
      if (!viewer) return [];
      if (row.user_id !== viewer.id && !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST)) return [];
      if (row.status !== 'ACCEPTED' && row.status !== 'REJECTED') return [];
      return commentsToAuthors(ctx.knex, row.id);
    },
  },
};
