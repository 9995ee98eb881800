// What other modules may ask of retention: they never query its tables themselves. Straight from
// the repository.
export { membersOfRun } from './retention.repository';
