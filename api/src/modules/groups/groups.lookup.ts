// What other modules may ask of groups: they never query its tables themselves. Straight from the
// repository (no import cycle through groups.service).
export { findLiveGroup, memberIdsOfGroup } from './groups.repository';
