// Shared jest settings for every workspace: SWC transforms TS/TSX; jotai 3 ships ESM only.
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!jotai/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
