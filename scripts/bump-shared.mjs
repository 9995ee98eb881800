// Raises the version of a shared package (shared/<name>) and the exact pin of every workspace that
// depends on it, as scripts/check-shared-versions.mjs asks for after a change to the package; a shared
// package whose pin changed gets a patch version of its own (the check counts its package.json).
// Usage: node scripts/bump-shared.mjs <name> <major|minor|patch> [<name> <level> ...]
// then `npm install` to carry the versions into the lockfile.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2 !== 0) {
  console.error('usage: node scripts/bump-shared.mjs <name> <major|minor|patch> [...]');
  process.exit(2);
}

const workspaces = ['api', 'e2e', 'bench', 'hosts', 'remotes', 'shared']
  .flatMap((dir) => {
    const full = path.join(root, dir);
    if (!existsSync(full)) return [];
    if (existsSync(path.join(full, 'package.json'))) return [full];
    return readdirSync(full).map((sub) => path.join(full, sub));
  })
  .map((dir) => path.join(dir, 'package.json'))
  .filter((file) => existsSync(file));

const edits = new Map(workspaces.map((file) => [file, JSON.parse(readFileSync(file, 'utf8'))]));

const sharedDir = path.join(root, 'shared');
const bumped = new Set();
/** Raises a shared package and its pins; a shared package whose pin changed is a new build too (patch). */
function bump(file, level) {
  const pkg = edits.get(file);
  const next = semver.inc(pkg.version, level);
  console.log(`${pkg.name} ${pkg.version} → ${next}`);
  pkg.version = next;
  bumped.add(file);
  for (const [dependentFile, dependent] of edits)
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies'])
      if (dependent[field]?.[pkg.name] && !dependent[field][pkg.name].startsWith('workspace:')) {
        dependent[field][pkg.name] = next;
        if (dependentFile.startsWith(sharedDir) && !bumped.has(dependentFile)) bump(dependentFile, 'patch');
      }
}

const asked = [];
for (let i = 0; i < args.length; i += 2) {
  const [name, level] = [args[i], args[i + 1]];
  const file = path.join(sharedDir, name, 'package.json');
  if (!edits.has(file) || !['major', 'minor', 'patch'].includes(level)) {
    console.error(`no shared package ${name}, or ${level} is not major, minor or patch`);
    process.exit(2);
  }
  asked.push([file, level]);
}
// The packages asked for first, at their level; then those whose pins changed.
for (const [file] of asked) bumped.add(file);
for (const [file, level] of asked) {
  bumped.delete(file);
  bump(file, level);
}

for (const [file, pkg] of edits) {
  const text = `${JSON.stringify(pkg, null, 2)}\n`;
  if (text !== readFileSync(file, 'utf8')) writeFileSync(file, text);
}
