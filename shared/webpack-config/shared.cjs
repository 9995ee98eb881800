// What the host and the remotes share through Module Federation, and on what terms.
//
// Only what must exist once per page is a singleton: one React, one router context, one Apollo
// client and cache, one jotai store, one styled-components theme context, one IntlProvider, and
// the packages holding those (@congress/router, @congress/i18n, @congress/ui: session, atoms,
// API client, dialogs, theme). A singleton's version must satisfy every bundle's requirement
// (strictVersion): a remote built against a newer @congress/ui than the host provides fails to
// load with a clear message (runtime/sharedVersionGuard.js and the host's RemoteApp) instead of
// running against a copy that lacks what it needs. So a change to a singleton means a new host.
//
// zod holds no state but is large: it is shared without being a singleton, so a visitor who
// moves from the public site to the back office downloads it once, and a remote that needs a
// newer one than the page has loaded falls back to its own copy.
//
// Stateless code is bundled per remote and never shared: @congress/components (buttons, pages,
// upload widgets, the site map, the form kit, the abstract form, routing and a remote's start-up),
// @congress/domain (constants, rules, validation, the routing contract), @congress/graphql (client
// factory, error helpers) and each remote's generated hooks, so a remote rebuilt alone always
// runs the code it was built with, and ships a new component without a new host.
// A shared module is bundled whole (no tree shaking): libraries that need no single instance
// (graphql, rxjs; Apollo Client carries the parts it uses) are not shared either.
// Share keys are exact import paths.
const path = require('node:path');

const repo = path.resolve(__dirname, '../..');

/** The package a share key belongs to: 'react-dom/client' → 'react-dom', '@congress/components/forms' → '@congress/components'. */
function packageOf(key) {
  return key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The installed version (workspace packages are linked into the root node_modules). */
function installedVersion(pkg) {
  return require(path.join(repo, 'node_modules', pkg, 'package.json')).version;
}

const SINGLETONS = [
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
  '@congress/router',
  '@congress/i18n',
  '@congress/ui',
];

const SHARED_COPIES = ['zod'];

/**
 * Packages bundled by each bundle that imports them (every entry of theirs); sharing one would
 * tie a remote to the host's build. shared.test.ts fails when one appears in the shared config.
 */
const NEVER_SHARED = ['@congress/components', '@congress/domain', '@congress/graphql'];

function sharedModules() {
  const shared = {};
  for (const key of [...SINGLETONS, ...SHARED_COPIES]) {
    const version = installedVersion(packageOf(key));
    const singleton = SINGLETONS.includes(key);
    shared[key] = {
      version,
      requiredVersion: `^${version}`,
      singleton,
      // A second copy of a singleton would split the page's state: refuse to run instead.
      strictVersion: singleton,
    };
  }
  return shared;
}

module.exports = { sharedModules, packageOf, SINGLETONS, SHARED_COPIES, NEVER_SHARED };
