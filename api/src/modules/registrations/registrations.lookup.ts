// What other modules may ask of registrations: they never query registration_lists themselves.
// Straight from the repository, so a module that registrations.service itself uses (mail,
// receipts through pays) can ask without importing registrations.service back (no import cycle).
export {
  badgeSourcesOf,
  creditAttendees,
  findRegistration,
  latestLiveRegistrationOf,
  liveRegistrationsOf,
  registrationFigures,
  registrationForUpdate,
  registrationOwners,
  rosterBadgeSources,
  rosterSize,
  searchBadgeSources,
  unpaidRegistrantIds,
  type BadgeSourceRow,
  type CreditAttendeeRow,
} from './registrations.repository';
export { filteredRegistrationIds } from './registrations.list';
