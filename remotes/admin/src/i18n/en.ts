// The back office is in Korean for organisers (spec §2); English keeps the same Korean terms
// where the spec fixes them, and plain English elsewhere.
export const en = {
  'admin.signedInAs': 'Signed in as {email}',
  'admin.logout': 'Logout',
  'admin.menuLabel': 'Back office menu',
};
