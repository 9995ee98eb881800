// What other modules may ask of registrations: they never query registration_lists themselves.
// Straight from the repository, so a module that registrations.service itself uses (mail,
// receipts through pays) can ask without importing registrations.service back (no import cycle).
export {
  findRegistration,
  latestLiveRegistrationOf,
  liveRegistrationsOf,
  unpaidRegistrantIds,
} from './registrations.repository';
