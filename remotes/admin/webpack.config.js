const { createWebpackConfig } = require('@congress/webpack-config');

module.exports = createWebpackConfig({ name: 'admin', dir: __dirname, port: 3003, kind: 'remote' });
