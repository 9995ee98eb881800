// What other modules may ask of the programme: straight from the repository (no import cycle).
export { isPublicProgrammeFile } from './programme.repository';
