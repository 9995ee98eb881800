// Test inputs shared by the API suites.
import { randomUUID } from 'node:crypto';

/**
 * The sign-up's consent answers (docs/decisions.md, "Consent at sign-up"): the required one given,
 * the optional ones as asked, to the first versions of the texts (a fresh database's).
 */
export const signUpConsents = (optional: { kma?: boolean; futureMails?: boolean } = {}) => [
  { kind: 'COLLECTION', version: 1, given: true },
  { kind: 'KMA_PROVISION', version: 1, given: optional.kma ?? true },
  { kind: 'FUTURE_MAILS', version: 1, given: optional.futureMails ?? true },
];

/** A valid overseas-mode sign-up (RegisterInput); a fresh address unless one is given. */
export const overseasSignUp = (email = `member-${randomUUID()}@example.org`) => ({
  consents: signUpConsents(),
  username: email,
  email,
  password: 'secret2024',
  title: 'DR',
  degree: 'PHD',
  givenName: 'Anne',
  familyName: 'de Vries',
  affiliation: 'Leiden University (LUMC)',
  department: 'Pathology',
  mobilePhone: '31-6-1234-5678',
  country: 'NL',
});

/** A complete member profile (overseas mode) for users created directly in the database. */
export const memberProfile = {
  country: 'US',
  title: 'DR',
  degree: 'PHD',
  affiliation: 'Mayo Clinic',
  department: 'Pathology',
  mobilePhone: '1-202-555-0143',
};
