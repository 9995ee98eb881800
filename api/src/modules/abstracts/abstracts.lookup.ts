// What other modules may ask of abstracts: they never query its tables themselves. Straight from
// the repository (no import cycle through abstracts.service, which sends mail).
export {
  abstractOwners,
  abstractsInReview,
  abstractFigures,
  abstractsInReviewOfTopics,
  authorHoldsFile,
  findAbstract,
  findAbstractForUpdate,
  updateAbstractRow,
  type HistoryEntry,
  latestLiveAbstractOf,
  liveAbstractsByIds,
  releaseAbstractFilesOf,
  type AbstractRow,
} from './abstracts.repository';
