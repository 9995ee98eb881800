// Tests of the zero-setup mode: embedded PGlite behind the session server (src/db/embedded), started in
// globalSetup because PGlite cannot start inside a jest test environment. Module handling (the
// ESM-only upload checks) as in the PostgreSQL project.
const api = require('./jest.config.cjs');

module.exports = {
  ...require('../jest.preset.cjs'),
  transformIgnorePatterns: api.transformIgnorePatterns,
  moduleNameMapper: api.moduleNameMapper,
  displayName: 'api-pglite',
  testEnvironment: 'node',
  testTimeout: api.testTimeout,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.pglite.test.ts'],
  globalSetup: '<rootDir>/test/pglite/globalSetup.ts',
  globalTeardown: '<rootDir>/test/pglite/globalTeardown.ts',
  setupFiles: ['<rootDir>/test/pglite/setupPgliteDatabase.ts'],
};
