// Modules every bundle shares as singletons: one React, one router, one Apollo cache, one jotai
// store, one theme and one IntlProvider for the whole page. Share keys are exact import paths.
// A shared module is bundled whole (no tree shaking), so libraries that need no single instance
// (graphql, rxjs: Apollo Client carries the parts it uses) are not shared, and the form kit
// (zod) is a separate entry that only form pages load.
const path = require('node:path');

const repo = path.resolve(__dirname, '../..');
const version = (pkgPath) => require(path.join(repo, pkgPath, 'package.json')).version;

const LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@apollo/client',
  '@apollo/client/react',
  'jotai',
  'jotai/utils',
  'styled-components',
  'react-intl',
];
const WORKSPACE = [
  '@congress/router',
  '@congress/domain',
  '@congress/domain/validation',
  '@congress/i18n',
  '@congress/ui',
  '@congress/graphql',
];

function sharedSingletons() {
  const shared = {};
  for (const name of LIBRARIES) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = { singleton: true, requiredVersion: `^${version(`node_modules/${pkg}`)}` };
  }
  for (const name of WORKSPACE) {
    shared[name] = { singleton: true, requiredVersion: false };
  }
  return shared;
}

module.exports = { sharedSingletons };
