module.exports = { ...require('../../jest.preset.cjs'), displayName: 'admin', testEnvironment: 'node' };
