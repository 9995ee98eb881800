module.exports = { ...require('../../jest.preset.cjs'), displayName: 'graphql', testEnvironment: 'node' };
