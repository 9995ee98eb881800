// A remote's route table: every features/<feature>/routes.json of the remote, checked and merged
// into dist/routes.json, which the host fetches at run time next to the remote's mf-manifest.json
// (types: RouteTable in @congress/domain). A broken table fails the build, never the browser.
const fs = require('node:fs');
const path = require('node:path');
const remotePrefixes = require('@congress/domain/src/remotePrefixes.json');

const ACCESS = ['public', 'member', 'admin', 'desk'];
const MENUS = ['main', 'auth', 'certificated', 'admin', 'footer'];
const LOCALES = ['en', 'ko'];
const FEATURE_KEYS = ['order', 'sections', 'routes', 'redirects'];
const DEFAULT_ORDER = 100;

const hasPrefix = (pathname, prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Same rule as remoteForPath() in @congress/domain (the host's side). */
function remoteForPath(pathname) {
  for (const [remote, prefixes] of Object.entries(remotePrefixes.prefixes)) {
    if (prefixes.some((prefix) => hasPrefix(pathname, prefix))) return remote;
  }
  return remotePrefixes.fallback;
}

/** The features of a remote that declare routes: [{ feature, file, data }], by folder name. */
function readFeatureRoutes(appDir) {
  const featuresDir = path.join(appDir, 'src', 'features');
  if (!fs.existsSync(featuresDir)) return [];
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(featuresDir, entry.name, 'routes.json')),
    )
    .map((entry) => entry.name)
    .sort()
    .map((feature) => {
      const file = path.join(featuresDir, feature, 'routes.json');
      const ahead = fs.existsSync(path.join(featuresDir, feature, AHEAD_SOURCE));
      return { feature, file, data: JSON.parse(fs.readFileSync(file, 'utf8')), ahead };
    });
}

/** A feature's script drawn ahead of the app (createAheadWebpackConfigs), and where it is built. */
const AHEAD_SOURCE = 'ahead.ts';
const aheadFile = (feature) => `ahead/${feature}.js`;

/** The ahead scripts of a remote, as webpack entries: { '<feature>': './src/features/<feature>/ahead.ts' }. */
function aheadScripts(appDir) {
  const featuresDir = path.join(appDir, 'src', 'features');
  if (!fs.existsSync(featuresDir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && fs.existsSync(path.join(featuresDir, entry.name, AHEAD_SOURCE)),
      )
      .map((entry) => [entry.name, `./src/features/${entry.name}/${AHEAD_SOURCE}`]),
  );
}

/** Features in menu order (their `order`, then folder name), each one's entries in file order. */
function mergeRouteTables(remote, build, features) {
  const ordered = [...features].sort(
    (a, b) =>
      (a.data.order ?? DEFAULT_ORDER) - (b.data.order ?? DEFAULT_ORDER) || a.feature.localeCompare(b.feature),
  );
  return {
    remote,
    build,
    sections: ordered.flatMap((f) => f.data.sections ?? []),
    // A route's "ahead": true becomes the file its feature's ahead script is built to.
    routes: ordered.flatMap((f) =>
      (f.data.routes ?? []).map((route) => (route.ahead ? { ...route, ahead: aheadFile(f.feature) } : route)),
    ),
    redirects: ordered.flatMap((f) => f.data.redirects ?? []),
  };
}

const isText = (value) => typeof value === 'string' && value.trim() !== '';

function labelProblems(where, label) {
  if (!label || typeof label !== 'object') return [`${where}: "label" must be { "en": …, "ko": … }`];
  return LOCALES.filter((locale) => !isText(label[locale])).map(
    (locale) => `${where}: label has no "${locale}" text`,
  );
}

/** Everything wrong with a remote's features, as messages naming the file (empty when fine). */
function routeTableProblems(remote, features) {
  const problems = [];
  const paths = new Map();
  const labels = new Map();
  const sections = new Set();
  for (const { feature, data } of features) {
    const file = `features/${feature}/routes.json`;
    for (const key of Object.keys(data)) {
      if (!FEATURE_KEYS.includes(key) && key !== '$comment') problems.push(`${file}: unknown key "${key}"`);
    }
    for (const section of data.sections ?? []) {
      const where = `${file}: section "${section.id}"`;
      if (!isText(section.id)) problems.push(`${file}: a section has no "id"`);
      if (!MENUS.includes(section.menu)) problems.push(`${where}: "menu" must be one of ${MENUS.join(', ')}`);
      if (!isText(section.labelId)) problems.push(`${where}: no "labelId"`);
      problems.push(...labelProblems(where, section.label));
      if (sections.has(`${section.menu}/${section.id}`)) problems.push(`${where}: declared twice`);
      sections.add(`${section.menu}/${section.id}`);
    }
  }
  for (const { feature, data, ahead } of features) {
    const file = `features/${feature}/routes.json`;
    for (const route of data.routes ?? []) {
      const where = `${file}: route "${route.path}"`;
      if (!isText(route.path) || !route.path.startsWith('/')) {
        problems.push(`${file}: a route's "path" must start with /`);
        continue;
      }
      if (route.path.slice(0, -1).includes('*') || (route.path.endsWith('*') && !route.path.endsWith('/*')))
        problems.push(`${where}: "*" may only end a path, as "/*"`);
      if (remoteForPath(route.path.replace(/\/\*$/, '/')) !== remote)
        problems.push(
          `${where} belongs to the ${remoteForPath(route.path.replace(/\/\*$/, '/'))} remote (remotePrefixes.json)`,
        );
      if (paths.has(route.path)) problems.push(`${where}: also declared in ${paths.get(route.path)}`);
      paths.set(route.path, file);
      if (!ACCESS.includes(route.access))
        problems.push(`${where}: "access" must be one of ${ACCESS.join(', ')}`);
      if (route.menu !== undefined && !MENUS.includes(route.menu))
        problems.push(`${where}: "menu" must be one of ${MENUS.join(', ')}`);
      if (route.section !== undefined && !sections.has(`${route.menu}/${route.section}`))
        problems.push(`${where}: section "${route.section}" of menu "${route.menu}" is not declared`);
      if (route.ahead !== undefined && route.ahead !== true)
        problems.push(`${where}: "ahead" can only be true (the feature's ${AHEAD_SOURCE})`);
      else if (route.ahead && !ahead)
        problems.push(`${where}: "ahead" needs features/${feature}/${AHEAD_SOURCE}`);
      if (!isText(route.labelId)) problems.push(`${where}: no "labelId"`);
      problems.push(...labelProblems(where, route.label));
      const known = labels.get(route.labelId);
      if (known && JSON.stringify(known) !== JSON.stringify(route.label))
        problems.push(`${where}: labelId "${route.labelId}" is used with another label`);
      labels.set(route.labelId, route.label);
    }
    for (const redirect of data.redirects ?? []) {
      const where = `${file}: redirect "${redirect.from}"`;
      if (
        !isText(redirect.from) ||
        !redirect.from.startsWith('/') ||
        !isText(redirect.to) ||
        !redirect.to.startsWith('/')
      )
        problems.push(`${file}: a redirect needs "from" and "to" paths`);
      else if (remoteForPath(redirect.from) !== remote)
        problems.push(`${where} belongs to the ${remoteForPath(redirect.from)} remote (remotePrefixes.json)`);
    }
  }
  return problems;
}

/** Emits dist/routes.json for a remote; fails the build on any problem in its features' tables. */
class RouteTablePlugin {
  /** @param {{ remote: string, dir: string, build: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { remote, dir, build } = this.options;
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Rebuild in watch mode when a feature or its table changes.
          compilation.contextDependencies.add(path.join(dir, 'src', 'features'));
          let features;
          try {
            features = readFeatureRoutes(dir);
          } catch (error) {
            compilation.errors.push(new WebpackError(`route table: ${error.message}`));
            return;
          }
          for (const { file } of features) compilation.fileDependencies.add(file);
          const problems = routeTableProblems(remote, features);
          if (problems.length) {
            compilation.errors.push(
              new WebpackError(`route table of ${remote}:\n  ${problems.join('\n  ')}`),
            );
            return;
          }
          const table = mergeRouteTables(remote, build, features);
          compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(table, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = {
  RouteTablePlugin,
  readFeatureRoutes,
  mergeRouteTables,
  routeTableProblems,
  remoteForPath,
  aheadScripts,
};
