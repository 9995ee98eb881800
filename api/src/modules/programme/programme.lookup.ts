// What other modules may ask of the programme: straight from the repository (no import cycle).
export { isPublicProgrammeFile, publishedDayDates, publishedSessionTimes } from './programme.repository';
