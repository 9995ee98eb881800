// Abstract rules shared by the submission form and the API (docs/decisions.md, "Abstracts,
// speakers and uploads"): length limits, the input schema, and who may move an abstract from one
// status to another.
import type { AbstractStatus } from './enums';
import { UPLOAD_USES } from './uploads';

export const ABSTRACT_LIMITS = {
  titleChars: 300,
  /** Objectives, methods, results and conclusions together. */
  bodyWords: 300,
  /** Any one section, in characters (a bound for pasted text without spaces). */
  sectionChars: 3000,
  keywords: 5,
  keywordsChars: 200,
  authors: 20,
  nameChars: 100,
  affiliations: 20,
  affiliationChars: 300,
  images: UPLOAD_USES.abstractImage.maxFiles,
} as const;

export const ABSTRACT_SECTIONS = ['objectives', 'methods', 'results', 'conclusions'] as const;

/** Words as a reader counts them: runs of letters, digits or CJK characters between spaces. */
export const countWords = (text: string | null | undefined): number =>
  (text ?? '').trim().split(/\s+/u).filter(Boolean).length;

export const bodyWordCount = (sections: Partial<Record<(typeof ABSTRACT_SECTIONS)[number], string>>) =>
  ABSTRACT_SECTIONS.reduce((sum, key) => sum + countWords(sections[key]), 0);

/** Keywords are written comma-separated. */
export const splitKeywords = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((k) => k.trim())
    .filter(Boolean);

// Status rules ------------------------------------------------------------------------------

/** Who changes an abstract: its owner (the member who submitted it) or an organiser. */
export type AbstractActor = 'owner' | 'organiser';

/**
 * Allowed status changes. Owners only withdraw, and only while the submission period is open;
 * organisers decide at any time: review (PENDING), accept, reject, reconsider, or restore a
 * withdrawn abstract to SUBMITTED. A status never changes to itself.
 */
export const ABSTRACT_TRANSITIONS: Record<
  AbstractActor,
  Record<AbstractStatus, readonly AbstractStatus[]>
> = {
  owner: {
    SUBMITTED: ['WITHDRAWN'],
    PENDING: ['WITHDRAWN'],
    WITHDRAWN: [],
    ACCEPTED: [],
    REJECTED: [],
  },
  organiser: {
    SUBMITTED: ['PENDING', 'ACCEPTED', 'REJECTED'],
    PENDING: ['SUBMITTED', 'ACCEPTED', 'REJECTED'],
    WITHDRAWN: ['SUBMITTED'],
    ACCEPTED: ['PENDING', 'REJECTED'],
    REJECTED: ['PENDING', 'ACCEPTED'],
  },
};

/** Statuses in which the owner may still edit the content (while the period is open). */
export const OWNER_EDITABLE_STATUSES: readonly AbstractStatus[] = ['SUBMITTED', 'PENDING'];

export type AbstractRefusal = 'PERIOD_CLOSED' | 'STATUS';

/** Whether `actor` may change the status `from` → `to`; null when allowed. */
export function statusChangeRefusal(
  actor: AbstractActor,
  from: AbstractStatus,
  to: AbstractStatus,
  periodOpen: boolean,
): AbstractRefusal | null {
  if (!ABSTRACT_TRANSITIONS[actor][from].includes(to)) return 'STATUS';
  if (actor === 'owner' && !periodOpen) return 'PERIOD_CLOSED';
  return null;
}

/** Whether the owner may edit the abstract's content now; null when allowed. */
export function ownerEditRefusal(status: AbstractStatus, periodOpen: boolean): AbstractRefusal | null {
  if (!OWNER_EDITABLE_STATUSES.includes(status)) return 'STATUS';
  return periodOpen ? null : 'PERIOD_CLOSED';
}

/** A period in time; a missing end means open-ended. */
export interface Period {
  start: Date | null;
  end: Date | null;
}

export const isWithin = (period: Period, now: Date): boolean =>
  (!period.start || now >= period.start) && (!period.end || now <= period.end);

// Presentations of accepted abstracts ----------------------------------------------------------

/** Statuses in which the submitter uploads the abstract's presentation. */
export const PRESENTATION_STATUSES: readonly AbstractStatus[] = ['ACCEPTED'];

export type PresentationRefusal = 'STATUS' | 'DEADLINE';

/**
 * Whether the submitter may upload (or replace) the presentation of their abstract now; null
 * when allowed. Organisers may at any time.
 */
export function presentationUploadRefusal(
  status: AbstractStatus,
  deadline: Date | null,
  now: Date,
): PresentationRefusal | null {
  if (!PRESENTATION_STATUSES.includes(status)) return 'STATUS';
  if (deadline && now > deadline) return 'DEADLINE';
  return null;
}
