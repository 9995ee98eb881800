// The repository scripts' tests (CI checks run as CLIs against temporary git repositories).
module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.cjs'],
};
