import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedModules, packageOf, SINGLETONS, NEVER_SHARED } = require('../shared.cjs') as {
  sharedModules: () => Record<
    string,
    { version: string; requiredVersion: string; singleton: boolean; strictVersion: boolean }
  >;
  packageOf: (key: string) => string;
  SINGLETONS: string[];
  NEVER_SHARED: string[];
};

const repo = path.resolve(__dirname, '../../..');
const SEMVER = /^\d+\.\d+\.\d+$/;

describe('Module Federation shared modules', () => {
  const shared = sharedModules();

  it('give every shared module a real version and a requirement on it', () => {
    for (const [key, config] of Object.entries(shared)) {
      expect([key, config.version]).toEqual([key, expect.stringMatching(SEMVER)]);
      expect(config.requiredVersion).toBe(`^${config.version}`);
      expect(config.version).not.toBe('0.0.0');
    }
  });

  it('share one instance per page of what holds state, and refuse a copy that does not fit', () => {
    for (const key of ['react', 'react-dom', '@apollo/client', '@apollo/client/react', 'jotai']) {
      expect(shared[key]).toMatchObject({ singleton: true, strictVersion: true });
    }
    for (const key of [
      'styled-components',
      'react-intl',
      '@congress/router',
      '@congress/i18n',
      '@congress/ui',
    ]) {
      expect(shared[key]).toMatchObject({ singleton: true, strictVersion: true });
    }
    expect(Object.keys(shared).filter((key) => shared[key]?.singleton)).toEqual(SINGLETONS);
  });

  it('share zod (downloaded once per page) without making it a singleton', () => {
    expect(shared.zod).toMatchObject({ singleton: false });
  });

  it('bundle stateless code with each remote: no entry of the component package is shared', () => {
    expect(NEVER_SHARED).toEqual(expect.arrayContaining(['@congress/components', '@congress/domain']));
    const neverShared = Object.keys(shared).filter((key) => NEVER_SHARED.includes(packageOf(key)));
    expect(neverShared).toEqual([]);
  });

  it('version every workspace package at 1.0.0 or later, and depend on the exact versions', () => {
    const dirs = ['shared', 'hosts', 'remotes'].flatMap((group) =>
      readdirSync(path.join(repo, group)).map((name) => path.join(repo, group, name)),
    );
    const packages = [...dirs, path.join(repo, 'api'), path.join(repo, 'e2e')].map(
      (dir) =>
        JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
          name: string;
          version: string;
          dependencies?: Record<string, string>;
          devDependencies?: Record<string, string>;
        },
    );
    const versions = new Map(packages.map((pkg) => [pkg.name, pkg.version]));
    for (const pkg of packages) {
      expect([pkg.name, pkg.version]).toEqual([pkg.name, expect.stringMatching(SEMVER)]);
      expect(Number(pkg.version.split('.')[0])).toBeGreaterThanOrEqual(1);
      for (const [dep, wanted] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
        if (versions.has(dep)) expect([pkg.name, dep, wanted]).toEqual([pkg.name, dep, versions.get(dep)]);
      }
    }
  });
});

// The split of the UI kit (docs/decisions.md, "One UI singleton, components per remote"): the page's
// singletons live in @congress/ui and are reached only through that one share key; everything
// else is in @congress/components, which each bundle carries for itself.
describe('the UI singleton and the component package', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
      return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
    });
  const importsOf = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1] ?? '');
  const uiPackage = JSON.parse(readFileSync(path.join(repo, 'shared/ui/package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };

  it('give the singleton package one entry, the share key the page holds once', () => {
    expect(Object.keys(uiPackage.exports)).toEqual(['.']);
    expect(SINGLETONS).toContain('@congress/ui');
  });

  it('never bundle a second copy of a singleton: no import reaches into @congress/ui by path', () => {
    const bundles = ['shared/components/src', 'hosts/shell/src', 'remotes/public/src', 'remotes/mypage/src']
      .concat('remotes/admin/src')
      .map((dir) => path.join(repo, dir));
    const offending = bundles.flatMap(sources).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^@congress\/ui\/|(^|\/)ui\/src(\/|$)/.test(spec))
        .map((spec) => `${path.relative(repo, file)}: ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('keep the singleton package free of components (it must not pull them into the shared chunk)', () => {
    const offending = sources(path.join(repo, 'shared/ui/src')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('@congress/components') || spec.includes('components/src'))
        .map((spec) => `${path.relative(repo, file)}: ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
