// API integration tests against a real PostgreSQL: a fresh database per run (test/globalSetup).
const preset = require('../jest.preset.cjs');

// file-type (upload checks) ships ESM only, with its tokenizer packages; Node loads it through
// require(esm) at run time, jest through SWC like the preset's packages.
// otplib 13 (the second factor's TOTP) likewise, with its base32 and hash packages.
const ESM_ONLY = [
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
  'otplib',
  '@otplib',
  '@scure',
  '@noble',
];

module.exports = {
  ...preset,
  transformIgnorePatterns: [preset.transformIgnorePatterns[0].replace('(?!(', `(?!(${ESM_ONLY.join('|')}|`)],
  // Its Node entry is exported for import / module-sync only, which jest's resolver does not use.
  moduleNameMapper: { '^file-type$': require.resolve('file-type') },
  displayName: 'api',
  testEnvironment: 'node',
  // Integration tests hash passwords (argon2id) and talk to a real server and database: 5 s is
  // too little on a 2-core machine under load (CI timed out there). Speed lives in bench/.
  testTimeout: 30_000,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  globalSetup: '<rootDir>/test/globalSetup.ts',
  globalTeardown: '<rootDir>/test/globalTeardown.ts',
  setupFiles: ['<rootDir>/test/setupApiDatabase.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.pglite\\.test\\.ts$'],
};
