// Who may review what: the reviewer and the abstract as @congress/domain's assignment rule sees
// them, and the conflicts of interest between the two (author, same affiliation, declared).
import {
  exclusionReasons,
  type AbstractTopic,
  type AssignmentAbstract,
  type AssignmentExclusion,
  type AssignmentReviewer,
} from '@congress/domain';
import type { AbstractRow } from '../abstracts/abstracts.lookup';
import type { MemberRow } from '../members/members.lookup';
import type { ReviewerRow } from './review.repository';

export const topicsOf = (row: ReviewerRow) => row.topics as AbstractTopic[];

interface Person {
  id: number;
  email: string;
  affiliation: string | null;
  affiliation_kr: string | null;
}

export const authorsOf = (row: AbstractRow) =>
  (Array.isArray(row.author) ? row.author : []) as {
    givenName?: string;
    familyName?: string;
    email?: string;
  }[];
const affiliationsOf = (row: AbstractRow) => (Array.isArray(row.including) ? row.including : []) as string[];

export function assignmentAbstract(row: AbstractRow, submitter: MemberRow | undefined): AssignmentAbstract {
  return {
    id: row.id,
    topic: (row.topic ?? '') as AbstractTopic,
    authors: authorsOf(row).map((a) => ({ email: a.email ?? null })),
    submitter: { personId: row.user_id, email: submitter?.email ?? null },
    affiliations: affiliationsOf(row),
  };
}

/** The reviewer as the rule sees them; the Korean affiliation counts as a second spelling. */
export function assignmentReviewers(
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
export function conflictsBetween(
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
