const {
  createAheadWebpackConfigs,
  createServerWebpackConfig,
  createWebpackConfig,
} = require('@congress/webpack-config');
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

// The script a server-rendered page loads instead of the app, which it starts at the reader's first
// move (dist/ahead/start.js; docs/decisions.md, "The app at the reader's first move").
const aheadConfigs = createAheadWebpackConfigs({
  name: 'shell',
  dir: __dirname,
  entry: { start: './src/ahead/start.ts' },
});

// The browser bundles, the server entry that renders public pages (dist/server/main.js), and the
// start script.
module.exports = (env, argv) => [
  browserConfig(env, argv),
  serverConfig(env, argv),
  ...aheadConfigs(env, argv),
];

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
