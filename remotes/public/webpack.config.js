const { createServerWebpackConfig, createWebpackConfig } = require('@congress/webpack-config');

const app = { name: 'public', dir: __dirname, port: 3001, kind: 'remote' };

// The browser bundles, and beside them (dist/server) the server container that renders the same
// pages (docs/decisions.md, "One renderer").
module.exports = (env, argv) => [
  createWebpackConfig(app)(env, argv),
  createServerWebpackConfig(app)(env, argv),
];
