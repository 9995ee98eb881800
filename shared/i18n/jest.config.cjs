module.exports = { ...require('../../jest.preset.cjs'), displayName: 'i18n', testEnvironment: 'node' };
