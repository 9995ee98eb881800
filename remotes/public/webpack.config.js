const {
  createAheadWebpackConfigs,
  createServerWebpackConfig,
  createWebpackConfig,
} = require('@congress/webpack-config');

const app = { name: 'public', dir: __dirname, port: 3001, kind: 'remote' };

// The browser bundles, beside them (dist/server) the server container that renders the same pages
// (docs/decisions.md, "One renderer"), and (dist/ahead) the scripts some pages load ahead of the
// app (a post's view count).
module.exports = (env, argv) => [
  createWebpackConfig(app)(env, argv),
  createServerWebpackConfig(app)(env, argv),
  ...createAheadWebpackConfigs(app)(env, argv),
];
