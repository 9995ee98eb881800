const { createWebpackConfig } = require('@congress/webpack-config');
const site = require('@congress/domain/src/site.json');

module.exports = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  kind: 'host',
  title: site.title,
  description: site.description,
});
