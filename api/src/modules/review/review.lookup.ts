// What other modules may ask of the review: they never query its tables themselves.
export {
  assignmentReviewerMembers,
  reviewerMembers,
  mostRecommendedSql,
  recommendationCountSql,
  reviewMeanSql,
  reviewSpreadSql,
  reviewsDoneSql,
  reviewedSubquery,
  reviewerHoldsFile,
} from './review.repository';
