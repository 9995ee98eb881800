// API integration tests against a real PostgreSQL: a fresh database per run (test/globalSetup).
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  globalSetup: '<rootDir>/test/globalSetup.ts',
  globalTeardown: '<rootDir>/test/globalTeardown.ts',
  setupFiles: ['<rootDir>/test/setupApiDatabase.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.pglite\\.test\\.ts$'],
};
