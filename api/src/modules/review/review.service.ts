// Abstract review (issue 25; docs/decisions.md "Abstract review"). Organisers configure the form,
// make reviewers, assign (the pure rule @congress/domain assignReviewers) and decide; reviewers bid,
// declare conflicts and review blind. Guards live in review.resolvers.ts: the functions here take
// the organiser or the reviewer already checked.
//
// Embedded PGlite serves one session at a time: inside a transaction every read goes through trx.
import { createHash } from 'node:crypto';
import {
  DECISION_OUTCOME,
  REVIEW_RECOMMENDATION_LABELS,
  ROLE_MEMBER,
  assignReviewers,
  exclusionReasons,
  normaliseEmail,
  statusChangeRefusal,
  weightedScore,
  withinReviewPeriod,
  type AbstractTopic,
  type AssignmentAbstract,
  type AssignmentExclusion,
  type AssignmentInput,
  type AssignmentReviewer,
  type Locale,
  type ReviewBid,
  type ReviewCriterion,
  type ReviewRecommendation,
} from '@congress/domain';
import {
  reviewBidSchema,
  reviewInputSchema,
  reviewSettingsSchema,
  reviewerTopicsSchema,
  seoulWallClockToDate,
  dateToSeoulWallClock,
  emailRule,
} from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { AppDeps, RequestContext } from '../../context';
import { AppError, invalidField, parseInput, validationError } from '../../errors';
import {
  abstractsInReview,
  abstractsInReviewOfTopics,
  findAbstract,
  findAbstractForUpdate,
  updateAbstractRow,
  type AbstractRow,
  type HistoryEntry,
} from '../abstracts/abstracts.lookup';
import { siteUrl } from '../auth/confirmation';
import { queueTemplatedMail } from '../mail/mail.service';
import {
  findMemberByEmail,
  findMemberById,
  findMembersByIds,
  searchMembers,
  type MemberRow,
} from '../members/members.lookup';
import {
  allAssignments,
  allBids,
  allConflicts,
  allReviewers,
  allReviews,
  assignmentOf,
  assignmentsWhere,
  bidsOf,
  conflictsOf,
  deleteAssignment,
  deleteDraft,
  deleteReviewer,
  draftsOfAssignments,
  doneReviewsOfAbstracts,
  findAssignment,
  findAssignmentForUpdate,
  findReviewer,
  insertAssignments,
  insertReviewer,
  linkInvitedReviewer,
  lockSettings,
  progressOfReviewers,
  readSettings,
  readSettingsShared,
  reviewerByEmail,
  reviewerOfUser,
  reviewOf,
  reviewsOfAssignments,
  setBid,
  setConflict,
  setWeightedScore,
  updateReviewerTopics,
  updateSettings,
  upsertDraft,
  upsertReview,
  type AssignmentRow,
  type ReviewDraftRow,
  type ReviewerRow,
  type ReviewRow,
  type ReviewSettingsRow,
} from './review.repository';

export type { AssignmentRow, ReviewDraftRow, ReviewerRow, ReviewRow } from './review.repository';

const MY_ABSTRACT_PATH = '/mypage/my_abstract';
const MY_REVIEWS_PATH = '/mypage/my_reviews';

// Settings -----------------------------------------------------------------------------------

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

const criteriaOf = (row: ReviewSettingsRow) => row.criteria as ReviewCriterion[];

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

// Reviewers ----------------------------------------------------------------------------------

export interface ReviewerView {
  id: number;
  userId: number | null;
  email: string;
  name: string | null;
  affiliation: string | null;
  awaitingConfirmation: boolean;
  topics: string[];
  assigned: number;
  done: number;
  open: number;
  drafts: number;
}

const topicsOf = (row: ReviewerRow) => row.topics as AbstractTopic[];

const nameOf = (member: MemberRow | undefined | null) =>
  member
    ? [member.givenName, member.familyName?.toUpperCase()].filter(Boolean).join(' ') || member.email
    : null;

async function reviewerViews(knex: Knex, rows: ReviewerRow[]): Promise<ReviewerView[]> {
  const members = new Map(
    (
      await findMembersByIds(
        knex,
        rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
      )
    ).map((m) => [m.id, m]),
  );
  const progress = await progressOfReviewers(
    knex,
    rows.map((r) => r.id),
  );
  const views: ReviewerView[] = [];
  for (const row of rows) {
    // Pending: the unconfirmed account holding the address, if any, names the row.
    const linked = row.user_id ? members.get(row.user_id) : undefined;
    const holder = row.user_id ? undefined : await findMemberByEmail(knex, row.email);
    const pending = holder && !holder.delete ? holder : undefined;
    const member = linked ?? pending;
    const { assigned, done, drafts } = progress.get(row.id) ?? { assigned: 0, done: 0, drafts: 0 };
    views.push({
      id: row.id,
      userId: row.user_id,
      email: linked?.email ?? row.email,
      name: nameOf(member),
      affiliation: member?.affiliation ?? null,
      awaitingConfirmation: !row.user_id && Boolean(pending),
      topics: topicsOf(row),
      assigned,
      done,
      open: assigned - done,
      drafts,
    });
  }
  return views;
}

/**
 * Links every invited row whose address a confirmed, live account holds now, so the organisers'
 * list and the assignment see them without waiting for the member to open My reviews.
 */
async function linkConfirmedInvitations(knex: Knex): Promise<void> {
  for (const row of (await allReviewers(knex)).filter((r) => r.user_id == null)) {
    const member = await findMemberByEmail(knex, row.email);
    if (member?.confirmed && !member.delete) await linkInvitedReviewer(knex, member.email, member.id);
  }
}

export async function listReviewers(ctx: RequestContext) {
  await linkConfirmedInvitations(ctx.knex);
  return reviewerViews(ctx.knex, await allReviewers(ctx.knex));
}

export interface ReviewerCandidateView {
  id: number;
  name: string;
  email: string;
  affiliation: string | null;
  confirmed: boolean;
  reviewer: boolean;
}

const CANDIDATES_LIMIT = 20;

/** Members whose e-mail, name (Latin or Korean) or licence number contains the text. */
export async function reviewerCandidates(
  ctx: RequestContext,
  searchArg: unknown,
): Promise<ReviewerCandidateView[]> {
  const search = typeof searchArg === 'string' ? searchArg.trim() : '';
  if (!search) throw invalidField('search', 'validation.required');
  if (search.length > 100) throw invalidField('search', 'validation.tooLong');
  const members = await searchMembers(ctx.knex, search, ROLE_MEMBER, CANDIDATES_LIMIT);
  const reviewers = await allReviewers(ctx.knex);
  const userIds = new Set(reviewers.map((r) => r.user_id));
  const emails = new Set(reviewers.map((r) => normaliseEmail(r.email)));
  return members.map((m) => ({
    id: m.id,
    name: nameOf(m) ?? m.email,
    email: m.email,
    affiliation: m.affiliation,
    confirmed: Boolean(m.confirmed),
    reviewer: userIds.has(m.id) || emails.has(normaliseEmail(m.email)),
  }));
}

/** Makes a member (by id) or an address (invited: linked when a member confirms it) a reviewer. */
export async function addReviewer(
  ctx: RequestContext,
  organiser: MemberRow,
  args: { userId: number | null; email: string | null; topics: unknown },
) {
  const topics = parseInput(reviewerTopicsSchema, args.topics);
  let member: MemberRow | undefined;
  let email: string;
  if (args.userId != null) {
    member = await findMemberById(ctx.knex, args.userId);
    if (!member || member.delete) throw new AppError('NOT_FOUND', { message: 'No such member.' });
    email = member.email;
  } else {
    email = parseInput(emailRule, args.email ?? '');
    member = await findMemberByEmail(ctx.knex, email);
    if (member?.delete) member = undefined;
  }
  const row = await ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    const existing = member ? await reviewerOfUser(trx, member.id) : undefined;
    if (existing || (await reviewerByEmail(trx, email)))
      throw new AppError('CONFLICT', { message: 'This member is a reviewer already.' });
    return insertReviewer(trx, {
      user_id: member?.confirmed ? member.id : null,
      email,
      topics,
      created_by: organiser.id,
    });
  });
  return (await reviewerViews(ctx.knex, [row]))[0]!;
}

export async function changeReviewerTopics(ctx: RequestContext, id: number, topicsArg: unknown) {
  const topics = parseInput(reviewerTopicsSchema, topicsArg);
  const row = await ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    const updated = await updateReviewerTopics(trx, id, topics);
    if (!updated) throw new AppError('NOT_FOUND');
    return updated;
  });
  return (await reviewerViews(ctx.knex, [row]))[0]!;
}

export async function removeReviewer(ctx: RequestContext, id: number): Promise<number> {
  return ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    if (!(await findReviewer(trx, id))) throw new AppError('NOT_FOUND');
    const assignments = await assignmentsWhere(trx, { reviewer_id: id });
    if (
      (
        await reviewsOfAssignments(
          trx,
          assignments.map((a) => a.id),
        )
      ).length
    )
      throw new AppError('CONFLICT', { message: 'This reviewer has reviews done: they stay.' });
    return deleteReviewer(trx, id);
  });
}

/**
 * The member as a reviewer, or undefined. An invited address becomes the member's once they have
 * confirmed it (a confirmed account with that address).
 */
export async function reviewerOf(knex: Knex, viewer: MemberRow): Promise<ReviewerRow | undefined> {
  const own = await reviewerOfUser(knex, viewer.id);
  if (own || !viewer.confirmed) return own;
  if (await linkInvitedReviewer(knex, viewer.email, viewer.id)) return reviewerOfUser(knex, viewer.id);
  return undefined;
}

async function requireReviewer(ctx: RequestContext, viewer: MemberRow): Promise<ReviewerRow> {
  const reviewer = await reviewerOf(ctx.knex, viewer);
  if (!reviewer) throw new AppError('NOT_PERMITTED', { message: 'You are not a reviewer.' });
  return reviewer;
}

export async function myReviewer(ctx: RequestContext, viewer: MemberRow) {
  const reviewer = await reviewerOf(ctx.knex, viewer);
  if (!reviewer) return null;
  const progress = (await progressOfReviewers(ctx.knex, [reviewer.id])).get(reviewer.id);
  const assigned = progress?.assigned ?? 0;
  const done = progress?.done ?? 0;
  return { id: reviewer.id, topics: topicsOf(reviewer), assigned, done, open: assigned - done };
}

// Conflicts ----------------------------------------------------------------------------------

interface Person {
  id: number;
  email: string;
  affiliation: string | null;
  affiliation_kr: string | null;
}

const authorsOf = (row: AbstractRow) =>
  (Array.isArray(row.author) ? row.author : []) as {
    givenName?: string;
    familyName?: string;
    email?: string;
  }[];
const affiliationsOf = (row: AbstractRow) => (Array.isArray(row.including) ? row.including : []) as string[];

function assignmentAbstract(row: AbstractRow, submitter: MemberRow | undefined): AssignmentAbstract {
  return {
    id: row.id,
    topic: (row.topic ?? '') as AbstractTopic,
    authors: authorsOf(row).map((a) => ({ email: a.email ?? null })),
    submitter: { personId: row.user_id, email: submitter?.email ?? null },
    affiliations: affiliationsOf(row),
  };
}

/** The reviewer as the rule sees them; the Korean affiliation counts as a second spelling. */
function assignmentReviewers(
  row: ReviewerRow,
  member: Person,
  extra: Omit<AssignmentReviewer, 'id' | 'topics'> = {},
): AssignmentReviewer[] {
  const base = { ...extra, id: row.id, personId: member.id, email: member.email, topics: topicsOf(row) };
  return [
    { ...base, affiliation: member.affiliation },
    ...(member.affiliation_kr ? [{ ...base, affiliation: member.affiliation_kr }] : []),
  ];
}

const HARD: readonly AssignmentExclusion[] = ['AUTHOR', 'SAME_AFFILIATION', 'DECLARED_CONFLICT'];

/** The conflicts of interest between a reviewer and an abstract (author, same affiliation, declared). */
function conflictsBetween(
  reviewer: ReviewerRow,
  member: Person,
  abstract: AbstractRow,
  submitter: MemberRow | undefined,
  declared: readonly number[],
): AssignmentExclusion[] {
  const reasons = new Set<AssignmentExclusion>();
  for (const r of assignmentReviewers(reviewer, member, { conflicts: declared }))
    for (const reason of exclusionReasons(r, assignmentAbstract(abstract, submitter)))
      if (HARD.includes(reason)) reasons.add(reason);
  return [...reasons];
}

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

async function assignmentViews(knex: Knex, rows: AssignmentRow[]): Promise<AssignmentView[]> {
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

const scoresOf = (review: ReviewRow) => review.scores as Record<string, number>;

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

// Decisions ------------------------------------------------------------------------------------

const PRESENTATION_LABEL = {
  ORAL: { en: 'an oral presentation', ko: '구연 발표' },
  POSTER: { en: 'a poster', ko: '포스터 발표' },
} as const;

const NO_COMMENTS = { en: 'No comments.', ko: '의견 없음' } as const;

/** A member's language: Korean for members in Korea, English otherwise (as the programme's mails). */
const localeOfMember = (member: MemberRow | undefined): Locale | undefined =>
  member ? (member.country === 'KR' ? 'ko' : 'en') : undefined;

/** "Reviewer 1:\n…\n\nReviewer 2:\n…" in the mail's language. */
function commentsText(comments: string[], locale: Locale): string {
  if (!comments.length) return NO_COMMENTS[locale];
  const label = locale === 'ko' ? '심사위원' : 'Reviewer';
  return comments.map((c, i) => `${label} ${i + 1}:\n${c}`).join('\n\n');
}

/**
 * The decision mail's recipients: the submitter and every author with an address, each address
 * once, each in their language (a member's by their country; an author without an account in the
 * submitter's).
 */
async function decisionRecipients(trx: Knex, row: AbstractRow) {
  const submitter = await findMemberById(trx, row.user_id);
  const fallback = localeOfMember(submitter) ?? 'en';
  const seen = new Set<string>();
  const recipients: {
    email: string;
    locale: Locale;
    givenName: string;
    familyName: string;
    name_kr?: string | null;
  }[] = [];
  if (submitter && !submitter.delete) {
    seen.add(normaliseEmail(submitter.email));
    recipients.push({
      email: submitter.email,
      locale: fallback,
      givenName: submitter.givenName ?? '',
      familyName: submitter.familyName ?? '',
      name_kr: submitter.name_kr,
    });
  }
  for (const author of authorsOf(row)) {
    const email = normaliseEmail(author.email);
    if (!email || seen.has(email)) continue;
    seen.add(email);
    const member = await findMemberByEmail(trx, author.email!.trim());
    const live = member && !member.delete ? member : undefined;
    recipients.push({
      email: author.email!.trim(),
      locale: localeOfMember(live) ?? fallback,
      givenName: author.givenName ?? '',
      familyName: author.familyName ?? '',
      name_kr: live?.name_kr ?? null,
    });
  }
  return recipients;
}

/**
 * Decides abstracts through the status workflow (history entry per abstract), all or nothing;
 * notify: the decision mail to the submitter and every author, in the same transaction.
 */
export async function decideAbstracts(
  ctx: RequestContext,
  organiser: MemberRow,
  ids: number[],
  decision: ReviewRecommendation,
  notify: boolean,
): Promise<number> {
  const outcome = DECISION_OUTCOME[decision];
  if (!outcome) throw invalidField('decision');
  const unique = [...new Set(ids)];
  if (!unique.length) throw validationError([{ field: 'ids', code: 'validation.required' }]);
  const base = siteUrl(ctx);
  return ctx.knex.transaction(async (trx) => {
    const decided: AbstractRow[] = [];
    for (const [index, id] of unique.entries()) {
      const locked = await findAbstractForUpdate(trx, id);
      if (!locked) throw new AppError('NOT_FOUND', { message: `abstract ${id} not found` });
      const same = locked.status === outcome.status && (locked.accepted_as ?? null) === outcome.acceptedAs;
      if (same) continue;
      // The status workflow's organiser transitions; accepted as oral ↔ as poster keeps the status.
      const allowed =
        locked.status === outcome.status
          ? outcome.status === 'ACCEPTED'
          : statusChangeRefusal('organiser', locked.status, outcome.status, true) === null;
      if (!allowed) throw validationError([{ field: `ids.${index}`, code: 'validation.abstractTransition' }]);
      const entry: HistoryEntry = {
        at: ctx.clock.now().toISOString(),
        by: organiser.id,
        role: 'organiser',
        action: 'STATUS',
        from: locked.status,
        to: outcome.status,
        acceptedAs: outcome.acceptedAs,
      };
      decided.push(
        await updateAbstractRow(
          trx,
          id,
          { status: outcome.status, accepted_as: outcome.acceptedAs },
          entry,
          ctx.clock.now(),
        ),
      );
    }
    if (notify)
      for (const row of decided) {
        const comments = (await doneReviewsOfAbstracts(trx, [row.id]))
          .map((r) => r.comment_to_authors.trim())
          .filter(Boolean);
        for (const to of await decisionRecipients(trx, row)) {
          await queueTemplatedMail(trx, ctx, {
            type: outcome.status === 'ACCEPTED' ? 'ABSTRACT_ACCEPTED' : 'ABSTRACT_REJECTED',
            to: to.email,
            locale: to.locale,
            values: {
              givenName: to.givenName,
              familyName: to.familyName,
              name_kr: to.name_kr ?? null,
              abstract_title: row.title,
              decision: REVIEW_RECOMMENDATION_LABELS[decision][to.locale],
              presentation: outcome.acceptedAs ? PRESENTATION_LABEL[outcome.acceptedAs][to.locale] : '',
              comments: commentsText(comments, to.locale),
              myAbstractUrl: `${base}${MY_ABSTRACT_PATH}`,
            },
            trusted: ['myAbstractUrl'],
          });
        }
      }
    return decided.length;
  });
}

// Reminders ------------------------------------------------------------------------------------

/** A reminder to each reviewer (of `ids`, or all) with open reviews; returns the mails queued. */
export async function sendReminders(deps: AppDeps, ids: number[] | null): Promise<number> {
  const settings = await readSettings(deps.knex);
  const reviewers = (await allReviewers(deps.knex)).filter(
    (r) => r.user_id != null && (!ids || ids.includes(r.id)),
  );
  const progress = await progressOfReviewers(
    deps.knex,
    reviewers.map((r) => r.id),
  );
  const members = new Map(
    (
      await findMembersByIds(
        deps.knex,
        reviewers.map((r) => r.user_id!),
      )
    ).map((m) => [m.id, m]),
  );
  const url = `${siteUrl(deps)}${MY_REVIEWS_PATH}`;
  let sent = 0;
  for (const reviewer of reviewers) {
    const p = progress.get(reviewer.id);
    const open = p ? p.assigned - p.done : 0;
    const member = members.get(reviewer.user_id!);
    if (!open || !member || member.delete || member.blocked) continue;
    const locale = localeOfMember(member)!;
    const end = settings.review_end
      ? `${dateToSeoulWallClock(settings.review_end).replace('T', ' ')} (${locale === 'ko' ? '한국 시간' : 'Korea time'})`
      : locale === 'ko'
        ? '(미정)'
        : '(not set)';
    const queued = await deps.knex.transaction((trx) =>
      queueTemplatedMail(trx, deps, {
        type: 'REVIEW_REMINDER',
        to: member.email,
        locale,
        values: { ...member, open_reviews: open, review_end: end, myReviewsUrl: url },
        trusted: ['myReviewsUrl'],
      }),
    );
    if (queued !== null) sent += 1;
  }
  return sent;
}

/** GraphQL mappers (codegen.yml): what the resolvers hand over for each type. */
export type MyReviewerView = NonNullable<Awaited<ReturnType<typeof myReviewer>>>;
export type AbstractReviewView = Awaited<ReturnType<typeof abstractReviews>>[number];
export type ProposalView = Awaited<ReturnType<typeof proposeAssignment>>;
export type ProposedView = ProposalView['proposal'][number];
export type LoadView = ProposalView['loads'][number];
export type ShortfallView = ProposalView['shortfalls'][number];
