// What other modules may ask of sponsors: they never query the sponsors table themselves.
// Straight from the repository.
export { sponsorFigures } from './sponsors.repository';
