// Version discipline for the shared packages (shared/*), run in CI: a host and the remotes are
// built and deployed apart, and Module Federation tells builds of a shared singleton apart only
// by version, so two different builds must never carry one version (docs/decisions.md).
//
// For each shared package, in the working tree (so it also runs before a commit; on a clean
// clone that is HEAD):
// - its version is valid semver and higher than every version it had before (never down, never
//   back to an earlier number);
// - nothing in it changed since the commit that set its current version (the newest commit on
//   the first-parent line whose package.json version differs from its parent's), unless the
//   version is raised now. Tests and Markdown go into no build and do not count;
// - a singleton library (one per page: shared.cjs) is a peer dependency, never a dependency;
// - every workspace that depends on it names its current version.
// Needs the full history: a shallow clone is refused (fetch with depth 0).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';

const git = (...args) =>
  execFileSync('git', args, {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
const root = git('rev-parse', '--show-toplevel');
process.chdir(root);

/** Files that go into no build: changing them needs no new version. */
const NOT_BUILT = /(^|\/)(__tests__\/|[^/]*\.(test|spec)\.[cm]?[jt]sx?$|jest\.config\.cjs$|[^/]*\.md$)/;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The version in a package.json at a commit, or null where the file did not exist. */
function versionAt(commit, file) {
  try {
    return JSON.parse(git('show', `${commit}:${file}`)).version ?? null;
  } catch {
    return null;
  }
}

const parentOf = (commit) => {
  try {
    return git('rev-parse', '--verify', '-q', `${commit}^1`);
  } catch {
    return null;
  }
};

/** Third-party singletons of the federation (shared.cjs), where one exists in this tree. */
function singletonLibraries() {
  const file = path.join(root, 'shared/webpack-config/shared.cjs');
  if (!existsSync(file)) return [];
  const { SINGLETONS } = createRequire(import.meta.url)(file);
  const packages = SINGLETONS.map((key) =>
    key
      .split('/')
      .slice(0, key.startsWith('@') ? 2 : 1)
      .join('/'),
  );
  return [...new Set(packages.filter((name) => !name.startsWith('@congress/')))];
}

/** Checks one shared package; returns its problems (empty when it is in order). */
function checkPackage(dir, singletons) {
  const file = `${dir}/package.json`;
  const pkg = readJson(file);
  const problems = [];
  const current = pkg.version;
  if (!semver.valid(current)) return [`${pkg.name}: version "${current}" is not a semver version`];

  const inDependencies = Object.keys(pkg.dependencies ?? {}).filter((name) => singletons.includes(name));
  if (inDependencies.length)
    problems.push(
      `${pkg.name}: ${inDependencies.join(', ')} must be peerDependencies (one per page), not dependencies`,
    );

  // Commits on the first-parent line that touched the package.json, newest first.
  const commits = git('log', '--first-parent', '--format=%H', 'HEAD', '--', file).split('\n').filter(Boolean);
  const history = commits.map((commit) => {
    const parent = parentOf(commit);
    return { commit, version: versionAt(commit, file), before: parent ? versionAt(parent, file) : null };
  });
  const committed = history[0]?.version ?? null;
  // Where the current version was set: in the working tree (raised, not yet committed) or at the
  // newest commit that changed it.
  const setAt = committed === current ? history.findIndex((h) => h.version !== h.before) : -1;
  const earlier = (setAt < 0 ? history : history.slice(setAt))
    .flatMap((h, i) => (setAt >= 0 && i === 0 ? [h.before] : [h.version, h.before]))
    .filter((v) => v && semver.valid(v));
  const highest = earlier.length ? semver.rsort([...new Set(earlier)])[0] : null;
  if (highest && !semver.gt(current, highest))
    problems.push(
      `${pkg.name}: version ${current} is not higher than ${highest}, which it had before: raise it above ${highest}`,
    );

  if (setAt >= 0) {
    const since = history[setAt].commit;
    const changed = [
      ...git('diff', '--name-only', since, '--', dir).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard', '--', dir).split('\n'),
    ].filter((name) => name && !NOT_BUILT.test(name));
    if (changed.length)
      problems.push(
        `${pkg.name}: changed since ${since.slice(0, 7)} set version ${current}, without a higher version ` +
          `(${changed.slice(0, 5).join(', ')}${changed.length > 5 ? `, … ${changed.length} files` : ''})`,
      );
  }
  return problems;
}

/** Workspace folders, from the root package.json (`dir/*` patterns and plain folders). */
function workspaceDirs() {
  return (readJson('package.json').workspaces ?? []).flatMap((pattern) =>
    pattern.endsWith('/*')
      ? existsSync(pattern.slice(0, -2))
        ? readdirSync(pattern.slice(0, -2)).map((name) => `${pattern.slice(0, -2)}/${name}`)
        : []
      : [pattern],
  );
}

const sharedDirs = existsSync('shared')
  ? readdirSync('shared')
      .map((name) => `shared/${name}`)
      .filter((dir) => existsSync(`${dir}/package.json`))
  : [];
if (git('rev-parse', '--is-shallow-repository') === 'true') {
  console.error('check-shared-versions: needs the full git history (this clone is shallow)');
  process.exit(1);
}

const singletons = singletonLibraries();
const problems = sharedDirs.flatMap((dir) => checkPackage(dir, singletons));

const versions = new Map(
  sharedDirs.map((dir) => [readJson(`${dir}/package.json`).name, readJson(`${dir}/package.json`).version]),
);
for (const dir of workspaceDirs().filter((d) => existsSync(`${d}/package.json`))) {
  const pkg = readJson(`${dir}/package.json`);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    for (const [name, wanted] of Object.entries(pkg[field] ?? {})) {
      if (versions.has(name) && wanted !== versions.get(name))
        problems.push(`${pkg.name}: ${field} names ${name} ${wanted}, but ${name} is ${versions.get(name)}`);
    }
  }
}

if (problems.length) {
  console.error(`Shared package versions:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`shared versions: ${sharedDirs.length} shared packages in order`);
