// Shared jest settings for every workspace: SWC transforms TS/TSX; jotai 3, jose 6 and react-intl 12 ship ESM only.
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
    '\\.graphql$': require.resolve('./scripts/jest/textTransform.cjs'),
  },
  transformIgnorePatterns: ['/node_modules/(?!(jotai|jose|react-intl|@formatjs|intl-messageformat)/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
