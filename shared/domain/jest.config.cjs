module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'domain',
  testEnvironment: 'node',
};
