// What other modules may ask of visa letters: they never query its table themselves. Straight
// from the repository.
export { visaLetterOwners } from './visaLetters.repository';
