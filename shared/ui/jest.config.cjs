module.exports = { ...require('../../jest.preset.cjs'), displayName: 'ui', testEnvironment: 'node' };
