// Shared jest settings for every workspace: SWC transforms TS/TSX; jotai 3 and jose 6 ship ESM only.
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jotai|jose)/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
