// Abstract review (issue 25; docs/decisions.md "Abstract review"): who reviews which abstract,
// proposed by @congress/domain's assignReviewers and applied, or assigned by hand.
// Guards live in review.resolvers.ts: the functions here take the organiser or the reviewer already
// checked. Embedded PGlite serves one session at a time: inside a transaction every read goes through trx.
import { createHash } from 'node:crypto';
import {
  assignReviewers,
  exclusionReasons,
  type AssignmentExclusion,
  type AssignmentInput,
  type AssignmentReviewer,
  type ReviewBid,
} from '@congress/domain';
import type { Knex } from 'knex';
import type { RequestContext } from '../../context';
import { AppError, validationError } from '../../errors';
import { abstractsInReview, findAbstract, type AbstractRow } from '../abstracts/abstracts.lookup';
import { findMemberById, findMembersByIds, type MemberRow } from '../members/members.lookup';
import { assignmentAbstract, assignmentReviewers, conflictsBetween } from './review.conflicts';
import { nameOf } from './review.names';
import {
  allAssignments,
  allBids,
  allConflicts,
  allReviewers,
  assignmentOf,
  assignmentsWhere,
  conflictsOf,
  deleteAssignment,
  draftsOfAssignments,
  findAssignmentForUpdate,
  findReviewer,
  insertAssignments,
  lockSettings,
  readSettings,
  reviewOf,
  reviewsOfAssignments,
  type AssignmentRow,
  type ReviewerRow,
} from './review.repository';
import { linkConfirmedInvitations } from './reviewers.service';

// The automatic assignment -------------------------------------------------------------------

interface AssignmentState {
  input: AssignmentInput;
  hash: string;
  abstracts: AbstractRow[];
  reviewers: ReviewerRow[];
  members: Map<number, MemberRow>;
  bids: Map<string, ReviewBid>;
  pendingReviewers: number;
}

/** Everything the assignment depends on, read on `knex` (the transaction when applying). */
async function assignmentState(knex: Knex): Promise<AssignmentState> {
  await linkConfirmedInvitations(knex);
  const settings = await readSettings(knex);
  const abstracts = await abstractsInReview(knex);
  const everyReviewer = await allReviewers(knex);
  const pendingReviewers = everyReviewer.filter((r) => r.user_id == null).length;
  const reviewers = everyReviewer.filter((r) => r.user_id != null);
  const members = new Map(
    (
      await findMembersByIds(knex, [
        ...new Set([...reviewers.map((r) => r.user_id!), ...abstracts.map((a) => a.user_id)]),
      ])
    ).map((m) => [m.id, m]),
  );
  const live = reviewers.filter((r) => {
    const m = members.get(r.user_id!);
    return m && !m.delete && !m.blocked;
  });
  const abstractIds = new Set(abstracts.map((a) => a.id));
  const bidRows = await allBids(knex);
  const conflicts = await allConflicts(knex);
  const assignments = await allAssignments(knex);
  const bids = new Map(bidRows.map((b) => [`${b.reviewer_id}:${b.abstract_id}`, b.bid]));
  const inputReviewers = live.flatMap((row) => {
    const member = members.get(row.user_id!)!;
    return assignmentReviewers(row, member)
      .slice(0, 1)
      .map((r) => ({
        ...r,
        conflicts: conflicts.filter((c) => c.reviewer_id === row.id).map((c) => c.abstract_id),
        bids: Object.fromEntries(
          bidRows.filter((b) => b.reviewer_id === row.id).map((b) => [b.abstract_id, b.bid]),
        ),
        // Reviews of abstracts no longer in review still count for the balance.
        currentLoad: assignments.filter((a) => a.reviewer_id === row.id && !abstractIds.has(a.abstract_id))
          .length,
      }));
  });
  const input: AssignmentInput = {
    abstracts: abstracts.map((a) => assignmentAbstract(a, members.get(a.user_id))),
    reviewers: inputReviewers,
    perAbstract: settings.per_abstract,
    keep: assignments
      .filter((a) => abstractIds.has(a.abstract_id) && live.some((r) => r.id === a.reviewer_id))
      .map((a) => ({ abstractId: a.abstract_id, reviewerId: a.reviewer_id })),
  };
  // The Korean affiliation: a same-affiliation conflict under either spelling excludes the pair.
  const korean = new Map(live.map((r) => [r.id, members.get(r.user_id!)!.affiliation_kr]));
  const extraConflicts = (reviewer: AssignmentReviewer) => {
    const kr = korean.get(reviewer.id);
    if (!kr) return reviewer;
    const krReviewer = { ...reviewer, affiliation: kr };
    const more = input.abstracts
      .filter((a) => exclusionReasons(krReviewer, a).includes('SAME_AFFILIATION'))
      .map((a) => a.id);
    return { ...reviewer, conflicts: [...new Set([...(reviewer.conflicts ?? []), ...more])] };
  };
  input.reviewers = input.reviewers.map(extraConflicts);
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        input,
        // A hand change made since changes the state even where the rule's input would not.
        assignments: assignments.map((a) => [a.id, a.reviewer_id, a.abstract_id]),
        statuses: abstracts.map((a) => [a.id, a.status, a.updated_at]),
      }),
    )
    .digest('hex')
    .slice(0, 32);
  return { input, hash, abstracts, reviewers: live, members, bids, pendingReviewers };
}

export async function proposeAssignment(ctx: RequestContext) {
  const state = await assignmentState(ctx.knex);
  const result = assignReviewers(state.input);
  const titles = new Map(state.abstracts.map((a) => [a.id, a.title]));
  const reviewerName = new Map(
    state.reviewers.map((r) => [r.id, nameOf(state.members.get(r.user_id!)) ?? r.email]),
  );
  return {
    hash: state.hash,
    perAbstract: state.input.perAbstract,
    abstracts: state.abstracts.length,
    reviewers: state.reviewers.length,
    pendingReviewers: state.pendingReviewers,
    proposal: result.proposal.map((p) => ({
      ...p,
      abstractTitle: titles.get(p.abstractId) ?? '',
      reviewerName: reviewerName.get(p.reviewerId) ?? '',
      bid: state.bids.get(`${p.reviewerId}:${p.abstractId}`) ?? null,
    })),
    loads: result.loads.map((l) => ({ ...l, reviewerName: reviewerName.get(l.reviewerId) ?? '' })),
    spread: result.spread,
    shortfalls: result.shortfalls.map((s) => ({ ...s, abstractTitle: titles.get(s.abstractId) ?? '' })),
  };
}

/** Applies the proposal the organiser saw (named by its hash); CONFLICT when the state changed. */
export async function applyAssignment(ctx: RequestContext, organiser: MemberRow, hash: string) {
  return ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    const state = await assignmentState(trx);
    if (state.hash !== hash)
      throw new AppError('CONFLICT', {
        message: 'Reviewers, abstracts or assignments changed since the proposal: propose again.',
      });
    const { proposal } = assignReviewers(state.input);
    const inserted = await insertAssignments(
      trx,
      proposal.map((p) => ({ reviewer_id: p.reviewerId, abstract_id: p.abstractId, source: 'AUTO' })),
      organiser.id,
      ctx.clock.now(),
    );
    return inserted.length;
  });
}

// Assignments by hand ------------------------------------------------------------------------

export interface AssignmentView {
  id: number;
  abstractId: number;
  abstractTitle: string;
  abstractTopic: string | null;
  reviewerId: number;
  reviewerName: string;
  source: string;
  done: boolean;
  draft: boolean;
}

export async function assignmentViews(knex: Knex, rows: AssignmentRow[]): Promise<AssignmentView[]> {
  const reviewers = new Map((await allReviewers(knex)).map((r) => [r.id, r]));
  const members = new Map(
    (
      await findMembersByIds(
        knex,
        [...reviewers.values()].flatMap((r) => (r.user_id ? [r.user_id] : [])),
      )
    ).map((m) => [m.id, m]),
  );
  const done = new Set(
    (
      await reviewsOfAssignments(
        knex,
        rows.map((r) => r.id),
      )
    ).map((r) => r.assignment_id),
  );
  const drafts = new Set(
    (
      await draftsOfAssignments(
        knex,
        rows.map((r) => r.id),
      )
    ).map((d) => d.assignment_id),
  );
  const abstracts = new Map<number, AbstractRow | undefined>();
  for (const id of new Set(rows.map((r) => r.abstract_id))) abstracts.set(id, await findAbstract(knex, id));
  return rows.map((row) => {
    const reviewer = reviewers.get(row.reviewer_id);
    const abstract = abstracts.get(row.abstract_id);
    return {
      id: row.id,
      abstractId: row.abstract_id,
      abstractTitle: abstract?.title ?? '',
      abstractTopic: abstract?.topic ?? null,
      reviewerId: row.reviewer_id,
      reviewerName:
        nameOf(reviewer?.user_id ? members.get(reviewer.user_id) : undefined) ?? reviewer?.email ?? '',
      source: row.source,
      done: done.has(row.id),
      draft: !done.has(row.id) && drafts.has(row.id),
    };
  });
}

export const listAssignments = async (
  ctx: RequestContext,
  where: { abstract_id?: number; reviewer_id?: number },
) => assignmentViews(ctx.knex, await assignmentsWhere(ctx.knex, where));

const conflictRefusal = (reasons: AssignmentExclusion[]) =>
  validationError([{ field: 'reviewerId', code: `validation.review.conflict.${reasons[0]}` }]);

/** Assigns by hand: never a conflict of interest (other topics and unwilling bids are the organiser's call). */
export async function addAssignment(
  ctx: RequestContext,
  organiser: MemberRow,
  abstractId: number,
  reviewerId: number,
) {
  const row = await ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    const reviewer = await findReviewer(trx, reviewerId);
    if (!reviewer?.user_id) throw new AppError('NOT_FOUND', { message: 'No such reviewer.' });
    const abstract = await findAbstract(trx, abstractId);
    if (!abstract || abstract.delete) throw new AppError('NOT_FOUND', { message: 'No such abstract.' });
    const member = await findMemberById(trx, reviewer.user_id);
    const submitter = await findMemberById(trx, abstract.user_id);
    if (!member) throw new AppError('NOT_FOUND');
    const reasons = conflictsBetween(
      reviewer,
      member,
      abstract,
      submitter,
      await conflictsOf(trx, reviewer.id),
    );
    if (reasons.length) throw conflictRefusal(reasons);
    if (await assignmentOf(trx, reviewerId, abstractId))
      throw new AppError('CONFLICT', { message: 'This reviewer reviews this abstract already.' });
    const [inserted] = await insertAssignments(
      trx,
      [{ reviewer_id: reviewerId, abstract_id: abstractId, source: 'MANUAL' }],
      organiser.id,
      ctx.clock.now(),
    );
    return inserted!;
  });
  return (await assignmentViews(ctx.knex, [row]))[0]!;
}

export async function removeAssignment(ctx: RequestContext, id: number): Promise<number> {
  return ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    if (!(await findAssignmentForUpdate(trx, id))) throw new AppError('NOT_FOUND');
    if (await reviewOf(trx, id))
      throw new AppError('CONFLICT', { message: 'This review is done: the assignment stays.' });
    return deleteAssignment(trx, id);
  });
}

/** GraphQL mappers (codegen.yml): what the resolvers hand over for each type. */
export type ProposalView = Awaited<ReturnType<typeof proposeAssignment>>;
export type ProposedView = ProposalView['proposal'][number];
export type LoadView = ProposalView['loads'][number];
export type ShortfallView = ProposalView['shortfalls'][number];
