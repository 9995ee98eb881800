// What other modules may ask of speakers: they never query the speakers table themselves.
// Straight from the repository (no import cycle through speakers.service).
export { releaseSpeakerFilesOf, speakerHoldsFile, speakerOwners } from './speakers.repository';
