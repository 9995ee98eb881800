const { createWebpackConfig } = require('@congress/webpack-config');

module.exports = createWebpackConfig({ name: 'mypage', dir: __dirname, port: 3002, kind: 'remote' });
