// Abstract review (issue 25; docs/decisions.md "Abstract review"): the reviewers, made by the
// organisers from members or invited addresses, and the reminders to those with open reviews.
// Guards live in review.resolvers.ts: the functions here take the organiser or the reviewer already
// checked. Embedded PGlite serves one session at a time: inside a transaction every read goes through trx.
import { ROLE_MEMBER, normaliseEmail } from '@congress/domain';
import { dateToSeoulWallClock, emailRule, reviewerTopicsSchema } from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { AppDeps, RequestContext } from '../../context';
import { AppError, invalidField, parseInput } from '../../errors';
import { siteUrl } from '../auth/confirmation';
import { queueTemplatedMail } from '../mail/mail.service';
import {
  findMemberByEmail,
  findMemberById,
  findMembersByIds,
  searchMembers,
  type MemberRow,
} from '../members/members.lookup';
import { topicsOf } from './review.conflicts';
import { localeOfMember, nameOf } from './review.names';
import {
  allReviewers,
  assignmentsWhere,
  deleteReviewer,
  findReviewer,
  insertReviewer,
  linkInvitedReviewer,
  lockSettings,
  progressOfReviewers,
  readSettings,
  reviewerByEmail,
  reviewerOfUser,
  reviewsOfAssignments,
  updateReviewerTopics,
  type ReviewerRow,
} from './review.repository';

const MY_REVIEWS_PATH = '/mypage/my_reviews';

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
export async function linkConfirmedInvitations(knex: Knex): Promise<void> {
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

export async function requireReviewer(ctx: RequestContext, viewer: MemberRow): Promise<ReviewerRow> {
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
