// What other modules may ask of the review: they never query its tables themselves.
export {
  recommendationCountSql,
  REVIEW_MEAN_SQL,
  REVIEW_SPREAD_SQL,
  REVIEWS_DONE_SQL,
  MOST_RECOMMENDED_SQL,
  reviewedSubquery,
  reviewerHoldsFile,
} from './review.repository';
