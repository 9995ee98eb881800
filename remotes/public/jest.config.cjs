module.exports = { ...require('../../jest.preset.cjs'), displayName: 'public', testEnvironment: 'node' };
