// What other modules may ask of the credits: they never query its tables themselves. Straight
// from the repository.
export { objectionOwners } from './credits.repository';
