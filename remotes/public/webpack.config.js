const { createWebpackConfig } = require('@congress/webpack-config');

module.exports = createWebpackConfig({ name: 'public', dir: __dirname, port: 3001, kind: 'remote' });
