module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'webpack-config',
  testEnvironment: 'node',
};
