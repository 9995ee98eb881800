module.exports = { ...require('../../jest.preset.cjs'), displayName: 'shell', testEnvironment: 'node' };
