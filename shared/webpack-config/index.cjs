// The one webpack + Module Federation configuration of the host and the three remotes.
// See ../../../shared/reference/stack-notes.md for why the pins and filename rules are as they are.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared.cjs');
const { RouteTablePlugin, aheadScripts } = require('./routeTable.cjs');

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';
// One id per build run: a remote's browser and server bundles of one build say the same id, so the
// server-rendered HTML and the scripts that hydrate it agree on it.
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString();

/** TypeScript and JSX through swc, for the browser (es2020) or Node (es2022). */
function scriptRule(production, target) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target,
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
  };
}

/**
 * @param {{ name: string, dir: string, port: number, kind: 'host' | 'remote', title?: string, description?: string }} app
 */
function createWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = app.kind === 'host';
    // A remote's container is a JS global: "public" is a reserved word, so every remote is
    // prefixed (must match federationName() in @congress/domain).
    const federationName = isHost ? app.name : `remote_${app.name}`;
    const buildId = BUILD_ID;
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // contenthash in the entry filename breaks the MF runtime module; chunks carry it.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federationName,
        // dist/server and dist/ahead are the server bundle's and the ahead scripts' (built beside).
        clean: { keep: /^(server|ahead)[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // A remote's feature folders, which the one start-up in @congress/components/remote
        // gathers (routes.json, pages.tsx, messages) for the remote being built.
        alias: isHost ? {} : { '@remote-features': path.join(app.dir, 'src/features') },
      },
      module: {
        rules: [
          scriptRule(production, 'es2020'),
          // The federation runtime's packages ship CommonJS and ES builds; the plugin's injected
          // runtime require()s them while our code and the bundler runtime import them, so the
          // page carried both copies (~70 KB raw). Resolve their require()s to the ES builds too.
          {
            test: /[\\/]node_modules[\\/](@module-federation|\.federation)[\\/]/,
            resolve: {
              byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', '...'] } },
            },
          },
          { test: /\.(woff2?|png|jpe?g|svg|webp)$/i, type: 'asset/resource' },
          // WebAssembly files (the QR decoder of the check-in page) are served as files of the
          // remote, never fetched from a CDN: the page loads them from our origin under our CSP.
          { test: /\.wasm$/i, type: 'asset/resource' },
          // Font packages' @font-face sheets (the Korean webfont), injected when their chunk loads.
          { test: /\.css$/i, use: ['style-loader', 'css-loader'] },
        ],
      },
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          // Lets a page show which build of its remote is running (deployment checks, e2e).
          'process.env.BUILD_ID': JSON.stringify(buildId),
        }),
        // A remote publishes its pages and menu entries (dist/routes.json) for the host to read.
        ...(isHost ? [] : [new RouteTablePlugin({ remote: app.name, dir: app.dir, build: buildId })]),
        new ModuleFederationPlugin({
          name: federationName,
          dts: false,
          // One copy of the federation runtime per page: the host provides it, remotes reuse it.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
          shared: sharedModules(),
          // A singleton already on the page wins over a newer unloaded copy a remote brings (the
          // default picks the highest version, which would give a remote a second React or store);
          // it also keeps the host from fetching every remote's entry at start.
          shareStrategy: 'loaded-first',
          runtimePlugins: [require.resolve('./runtime/sharedVersionGuard.js')],
          ...(isHost
            ? { remotes: {} } // registered at run time from /runtime-config.json
            : { filename: 'remoteEntry.js', exposes: { './App': './src/expose/App.tsx' } }),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title ?? app.name,
          meta: app.description ? { description: app.description } : {},
          // A remote's own page only serves standalone development.
          chunks: ['main'],
        }),
      ],
      devServer: {
        port: app.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: isHost
          ? [
              {
                context: ['/graphql', '/runtime-config.json', '/healthz', '/upload', '/remotes'],
                target: API_ORIGIN,
              },
            ]
          : [{ context: ['/graphql'], target: API_ORIGIN }],
      },
    };
  };
}

/**
 * The Node build of the same code (docs/decisions.md, "One renderer"): the host's server entry
 * (src/server.tsx) renders a page, loading the public remote's server container the way the
 * browser loads its browser container, with the same shared singletons. Written to dist/server
 * beside the browser bundles, so a remote still deploys as one folder.
 * @param {{ name: string, dir: string, kind: 'host' | 'remote' }} app
 */
function createServerWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = app.kind === 'host';
    const federationName = isHost ? app.name : `remote_${app.name}`;
    return {
      name: `${app.name}-server`,
      mode: production ? 'production' : 'development',
      target: 'async-node',
      context: app.dir,
      // A remote's server build is its container alone (remoteEntry.js); the host's has its render entry.
      entry: isHost ? { main: './src/server.tsx' } : {},
      devtool: false,
      output: {
        path: path.join(app.dir, 'dist/server'),
        filename: '[name].js',
        // Content-hashed: a redeploy's chunks never take an older one's name.
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // Asset URLs the server writes into the page are the browser build's (same names, same hash).
        publicPath: isHost ? '/' : `/remotes/${app.name}/`,
        library: { type: 'commonjs-module' },
        uniqueName: `${federationName}_server`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: isHost ? {} : { '@remote-features': path.join(app.dir, 'src/features') },
      },
      module: {
        rules: [
          scriptRule(production, 'es2022'),
          // The files themselves are the browser build's: the server needs only their URLs.
          {
            test: /\.(woff2?|png|jpe?g|svg|webp|wasm)$/i,
            type: 'asset/resource',
            generator: { emit: false },
          },
          { test: /\.css$/i, type: 'asset/source' },
        ],
      },
      optimization: { minimize: false },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(BUILD_ID) }),
        new ModuleFederationPlugin({
          name: federationName,
          dts: false,
          remoteType: 'script',
          library: { type: 'commonjs-module', name: federationName },
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            require.resolve('@module-federation/node/runtimePlugin'),
            require.resolve('./runtime/fileRemotes.js'),
            require.resolve('./runtime/sharedVersionGuard.js'),
          ],
          experiments: { asyncStartup: true },
          ...(isHost
            ? { remotes: {} } // registered by the renderer from where the remote is deployed
            : { filename: 'remoteEntry.js', exposes: { './App': './src/expose/App.tsx' } }),
        }),
      ],
    };
  };
}

/**
 * Scripts a page loads ahead of the app (docs/decisions.md, "The badge ahead of the app"): each of a
 * remote's features' ahead.ts, built alone to dist/ahead/<feature>.js — plain browser code without
 * the federation runtime or shared modules, so that it is small and runs at once — for the routes
 * that name it ("ahead": true in the feature's routes.json; the route table gives its file). The
 * host names its own (`entry`: the script that starts the app on a server-rendered page).
 * @param {{ name: string, dir: string, entry?: Record<string, string> }} app
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]} none when no feature has one
 */
function createAheadWebpackConfigs(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const entry = app.entry ?? aheadScripts(app.dir);
    if (!Object.keys(entry).length) return [];
    return [
      {
        name: `${app.name}-ahead`,
        mode: production ? 'production' : 'development',
        context: app.dir,
        entry,
        devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
        output: { path: path.join(app.dir, 'dist/ahead'), filename: '[name].js', clean: true },
        resolve: { extensions: ['.ts', '.js'] },
        module: {
          rules: [
            scriptRule(production, 'es2020'),
            // The query is the app's own operation file, sent as its text.
            { test: /\.graphql$/, type: 'asset/source' },
          ],
        },
        optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
        performance: { hints: false },
      },
    ];
  };
}

module.exports = { createWebpackConfig, createServerWebpackConfig, createAheadWebpackConfigs };
