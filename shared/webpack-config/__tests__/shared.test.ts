import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedModules, SINGLETONS, NEVER_SHARED } = require('../shared.cjs') as {
  sharedModules: () => Record<
    string,
    { version: string; requiredVersion: string; singleton: boolean; strictVersion: boolean }
  >;
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

  it('share the form kit and zod (downloaded once per page) without making them singletons', () => {
    expect(shared.zod).toMatchObject({ singleton: false });
    expect(shared['@congress/ui/forms']).toMatchObject({ singleton: false });
  });

  it('bundle stateless code with each remote', () => {
    for (const key of NEVER_SHARED) expect(shared).not.toHaveProperty([key]);
    expect(Object.keys(shared).filter((key) => key.startsWith('@congress/domain'))).toEqual([]);
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
