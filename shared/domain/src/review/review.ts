// Abstract review (issue 25 §1 and §3): the review form's pieces and the figures organisers decide
// by. Pure rules shared by the API, the back office and the member area; the assignment is
// ./assignment.ts.

/** A reviewer's recommendation, and an organiser's decision on an abstract. */
export const REVIEW_RECOMMENDATIONS = ['ACCEPT_ORAL', 'ACCEPT_POSTER', 'REJECT'] as const;
export type ReviewRecommendation = (typeof REVIEW_RECOMMENDATIONS)[number];

export const REVIEW_RECOMMENDATION_LABELS: Record<ReviewRecommendation, { en: string; ko: string }> = {
  ACCEPT_ORAL: { en: 'Accept as oral', ko: '구연 채택' },
  ACCEPT_POSTER: { en: 'Accept as poster', ko: '포스터 채택' },
  REJECT: { en: 'Reject', ko: '불채택' },
};

/** The abstract's status after a decision, and the presentation it was accepted for. */
export const DECISION_OUTCOME: Record<
  ReviewRecommendation,
  { status: 'ACCEPTED' | 'REJECTED'; acceptedAs: 'ORAL' | 'POSTER' | null }
> = {
  ACCEPT_ORAL: { status: 'ACCEPTED', acceptedAs: 'ORAL' },
  ACCEPT_POSTER: { status: 'ACCEPTED', acceptedAs: 'POSTER' },
  REJECT: { status: 'REJECTED', acceptedAs: null },
};

/** Every criterion is scored on this scale. */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;
export const REVIEW_CRITERIA_MAX = 10;
export const REVIEW_WEIGHT_MAX = 10;
export const REVIEW_COMMENT_MAX = 5_000;
export const REVIEW_PER_ABSTRACT_MAX = 10;

export interface ReviewCriterion {
  /** Stable key the scores are stored under (letters, digits, `_`). */
  key: string;
  label_en: string;
  label_ko: string;
  /** A positive weight; the weighted mean divides by their sum. */
  weight: number;
}

/** The form a new congress starts with (organisers change it). */
export const DEFAULT_REVIEW_CRITERIA: readonly ReviewCriterion[] = [
  { key: 'originality', label_en: 'Originality', label_ko: '독창성', weight: 2 },
  { key: 'methods', label_en: 'Methods', label_ko: '연구 방법', weight: 2 },
  { key: 'clarity', label_en: 'Clarity', label_ko: '명확성', weight: 1 },
];

/**
 * One review's score: the mean of its criteria's scores weighted by their weights, rounded to two
 * decimals; null when a criterion of the form has no score.
 */
export function weightedScore(
  criteria: readonly ReviewCriterion[],
  scores: Readonly<Record<string, number>>,
): number | null {
  let sum = 0;
  let weights = 0;
  for (const c of criteria) {
    const score = scores[c.key];
    if (typeof score !== 'number') return null;
    sum += score * c.weight;
    weights += c.weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 100) / 100 : null;
}

/** Whether `now` lies in a period whose ends may be missing (open-ended). */
export const withinReviewPeriod = (
  period: { start: Date | string | null; end: Date | string | null },
  now: Date,
): boolean =>
  (!period.start || now.getTime() >= new Date(period.start).getTime()) &&
  (!period.end || now.getTime() <= new Date(period.end).getTime());
