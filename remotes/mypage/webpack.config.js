const { createAheadWebpackConfigs, createWebpackConfig } = require('@congress/webpack-config');

const app = { name: 'mypage', dir: __dirname, port: 3002, kind: 'remote' };

// The browser bundles, and beside them (dist/ahead) the scripts some pages load ahead of the app
// (docs/decisions.md, "The badge ahead of the app").
module.exports = (env, argv) => [
  createWebpackConfig(app)(env, argv),
  ...createAheadWebpackConfigs(app)(env, argv),
];
