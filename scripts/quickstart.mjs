// The README's quick start: installs what the product needs to build and run (not the test and
// lint tools: on 2 cores that halves the install), builds the host, the remotes and the API two at a
// time, and starts the demo server (embedded database, demo content, emulated payments, the admin
// login printed). `npm test` installs the rest when it first runs.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const run = (cmd) => {
  console.log(`\n$ ${cmd}`);
  execSync(cmd, { stdio: 'inherit' });
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspaces the product is built from: every one but the browser tests'. */
const productWorkspaces = readJson('package.json')
  .workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const dir = pattern.slice(0, -2);
    return readdirSync(dir)
      .filter((name) => existsSync(path.join(dir, name, 'package.json')))
      .map((name) => path.join(dir, name));
  })
  .filter((workspace) => workspace !== 'e2e');

/** Runs `npm run build` in each workspace that has one, `at` at a time; rejects on the first failure. */
async function buildAll(workspaces, at) {
  const queue = workspaces.filter((w) => readJson(path.join(w, 'package.json')).scripts?.build);
  const worker = async () => {
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
      console.log(`\n$ npm run build -w ${workspace}`);
      const child = spawn('npm', ['run', 'build', '-w', workspace], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const code = await new Promise((resolve) => child.on('close', resolve));
      // Each build's output whole, not interleaved with the other's.
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) throw new Error(`the build of ${workspace} failed (exit ${code})`);
    }
  };
  await Promise.all(Array.from({ length: at }, worker));
}

if (!existsSync('node_modules/.package-lock.json'))
  run(`npm ci --no-audit --no-fund ${productWorkspaces.map((w) => `-w ${w}`).join(' ')}`);
await buildAll(productWorkspaces, Math.min(2, os.availableParallelism()));
run('npm run demo');
