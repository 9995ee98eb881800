// What other modules may ask of consents (no import cycle: the repository's reads and the checks).
export { consentingAmong } from './consents.repository';
export {
  checkPassportConsent,
  checkSignUpConsents,
  recordConsents,
  recordDeskConsent,
  type ConsentAnswer,
} from './consents.service';
