const { createServerWebpackConfig, createWebpackConfig } = require('@congress/webpack-config');
const { FontFaceSheetPlugin } = require('@congress/webpack-config/fontFaceSheet.cjs');
const site = require('@congress/domain/src/site.json');

const config = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  kind: 'host',
  title: site.title,
  description: site.description,
});

const serverConfig = createServerWebpackConfig({ name: 'shell', dir: __dirname, kind: 'host' });

// The browser bundles, and the server entry that renders public pages (dist/server/main.js).
module.exports = (env, argv) => [browserConfig(env, argv), serverConfig(env, argv)];

function browserConfig(env, argv) {
  const webpackConfig = config(env, argv);
  // Noto Sans KR, regular and bold (headings), declared on every page in unicode-range slices:
  // Korean text anywhere (the language switch's "한국어" on an English page, the back office's
  // Korean menu, a Korean page) is drawn with it, and only the slices it uses are downloaded.
  webpackConfig.plugins.push(
    new FontFaceSheetPlugin({
      name: 'noto-sans-kr',
      stylesheets: ['@fontsource/noto-sans-kr/400.css', '@fontsource/noto-sans-kr/700.css'],
    }),
  );
  return webpackConfig;
}
