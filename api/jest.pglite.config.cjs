// Tests of the zero-setup mode: embedded PGlite behind the session server (src/db/embedded), started in
// globalSetup because PGlite cannot start inside a jest test environment.
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'api-pglite',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.pglite.test.ts'],
  globalSetup: '<rootDir>/test/pglite/globalSetup.ts',
  globalTeardown: '<rootDir>/test/pglite/globalTeardown.ts',
  setupFiles: ['<rootDir>/test/pglite/setupPgliteDatabase.ts'],
};
