module.exports = { ...require('../../jest.preset.cjs'), displayName: 'mypage', testEnvironment: 'node' };
