module.exports = { ...require('../../jest.preset.cjs'), displayName: 'router', testEnvironment: 'node' };
