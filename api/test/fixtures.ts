// Test inputs shared by the API suites.
import { randomUUID } from 'node:crypto';

/** A valid overseas-mode sign-up (RegisterInput); a fresh address unless one is given. */
export const overseasSignUp = (email = `member-${randomUUID()}@example.org`) => ({
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
