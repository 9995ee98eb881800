// What other modules may ask of pays: they never query its tables themselves. Straight from the
// repository, so registrations (which pays.service itself uses) can ask without importing
// pays.service back (no import cycle).
export {
  expireOpenPaysOfRegistration,
  findPay,
  latestPayOfMember,
  latestPaysOf,
  paysOfOuterRegistration,
  payOwnerOfTid,
  refundFigures,
  revenueFigures,
} from './pays.repository';
