module.exports = { ...require('../../jest.preset.cjs'), displayName: 'components', testEnvironment: 'node' };
