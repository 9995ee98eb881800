// The shared-version check (scripts/check-shared-versions.mjs) run as CI runs it, in temporary
// git repositories with seeded violations.
const { execFileSync, spawnSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const SCRIPT = path.join(__dirname, '..', 'check-shared-versions.mjs');
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.org',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.org',
};

let repo;
const git = (...args) => execFileSync('git', args, { cwd: repo, env: GIT_ENV, encoding: 'utf8' });
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
const writePackage = (dir, fields) => write(`${dir}/package.json`, `${JSON.stringify(fields, null, 2)}\n`);
const commit = (message) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
};
const check = () => {
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: repo, encoding: 'utf8' });
  return { ok: run.status === 0, output: run.stdout + run.stderr };
};

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'shared-versions-'));
  git('init', '-q', '-b', 'main');
  write('package.json', JSON.stringify({ name: 'root', private: true, workspaces: ['shared/*', 'apps/*'] }));
  write(
    'shared/webpack-config/shared.cjs',
    "module.exports = { SINGLETONS: ['react', 'react/jsx-runtime'] };\n",
  );
  writePackage('shared/webpack-config', { name: '@t/webpack-config', version: '1.0.0' });
  writePackage('shared/kit', { name: '@t/kit', version: '1.0.0', peerDependencies: { react: '19.3.1' } });
  write('shared/kit/src/index.ts', 'export const a = 1;\n');
  writePackage('apps/site', { name: '@t/site', version: '1.0.0', dependencies: { '@t/kit': '1.0.0' } });
  commit('start');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

const raiseKit = (version) => {
  writePackage('shared/kit', { name: '@t/kit', version, peerDependencies: { react: '19.3.1' } });
  writePackage('apps/site', { name: '@t/site', version: '1.0.0', dependencies: { '@t/kit': version } });
};

test('passes on a repository whose packages did not change since their version was set', () => {
  expect(check()).toEqual({ ok: true, output: expect.stringContaining('2 shared packages in order') });
});

test('fails when a shared package changed without a higher version, committed or not', () => {
  write('shared/kit/src/index.ts', 'export const a = 2;\n');
  expect(check()).toEqual({
    ok: false,
    output: expect.stringMatching(/@t\/kit: changed since \w+ set version 1\.0\.0/),
  });
  commit('change without a bump');
  expect(check()).toEqual({ ok: false, output: expect.stringContaining('shared/kit/src/index.ts') });
});

test('passes on a proper bump, before and after the commit, and when only tests changed', () => {
  write('shared/kit/src/index.ts', 'export const a = 2;\n');
  raiseKit('1.1.0');
  expect(check().ok).toBe(true);
  commit('change with a bump');
  expect(check().ok).toBe(true);
  write('shared/kit/src/__tests__/a.test.ts', 'test("a", () => undefined);\n');
  commit('a test');
  expect(check().ok).toBe(true);
});

test('fails when a version goes down, or back to a number it had before', () => {
  raiseKit('1.2.0');
  commit('1.2.0');
  raiseKit('1.1.0');
  commit('down to 1.1.0');
  expect(check()).toEqual({
    ok: false,
    output: expect.stringContaining('version 1.1.0 is not higher than 1.2.0'),
  });
  raiseKit('1.2.0');
  commit('back to 1.2.0');
  expect(check()).toEqual({
    ok: false,
    output: expect.stringContaining('version 1.2.0 is not higher than 1.2.0'),
  });
  raiseKit('1.3.0');
  expect(check().ok).toBe(true);
});

test('fails when two branches raise to the same version with different changes and are merged', () => {
  git('checkout', '-q', '-b', 'team-a');
  write('shared/kit/src/a.ts', 'export const fromA = 1;\n');
  raiseKit('1.1.0');
  commit('team a: 1.1.0');
  git('checkout', '-q', 'main');
  write('shared/kit/src/b.ts', 'export const fromB = 1;\n');
  raiseKit('1.1.0');
  commit('team b: 1.1.0');
  git('merge', '-q', '--no-edit', 'team-a');
  expect(check()).toEqual({ ok: false, output: expect.stringContaining('shared/kit/src/a.ts') });
});

test('fails when a singleton library is a dependency, or a workspace names an old version', () => {
  writePackage('shared/kit', { name: '@t/kit', version: '1.1.0', dependencies: { react: '19.3.1' } });
  expect(check()).toEqual({
    ok: false,
    output: expect.stringContaining('@t/kit: react must be peerDependencies'),
  });
  expect(check().output).toContain('@t/site: dependencies names @t/kit 1.0.0, but @t/kit is 1.1.0');
});
