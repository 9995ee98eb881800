// The README's "run all tests": installs what a fresh clone lacks, then the unit and API
// integration tests (jest, real PostgreSQL), the production build and the browser journeys
// (Playwright with Debian's Chromium).
import { execSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';

// Under .ci/run each part is timed into its steps file (CI_STEPS_FILE) for the timing table.
const run = (cmd, stepName) => {
  console.log(`\n$ ${cmd}`);
  const started = Date.now();
  let status = 0;
  try {
    execSync(cmd, { stdio: 'inherit', env: process.env });
  } catch (error) {
    status = typeof error.status === 'number' ? error.status : 1;
    throw error;
  } finally {
    if (stepName && process.env.CI_STEPS_FILE)
      appendFileSync(process.env.CI_STEPS_FILE, `${stepName}\t${Date.now() - started}\t${status}\n`);
  }
};

try {
  // A fresh clone has nothing; after the quick start the test and lint tools are still missing.
  const rootTools = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).devDependencies);
  if (!rootTools.every((name) => existsSync(`node_modules/${name}/package.json`)))
    run('npm install --no-audit --no-fund');
  // Chromium for the desk's camera journey, its headless shell for the others (lighter on CPU).
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (
    !existsSync(chromium) ||
    (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium-headless-shell'))
  ) {
    if (process.getuid?.() !== 0)
      throw new Error(`Chromium not found: apt-get install chromium chromium-headless-shell`);
    run(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell',
    );
  }
  mkdirSync('.tmp', { recursive: true });
  // --forceExit: a test that fails half-way can leave a child server or socket open, and jest
  // would then wait for it for ever; the results are written and judged all the same.
  // --maxWorkers=2: jest's default (cores − 1) is one worker on CI's two cores, which sat half idle
  // waiting on PostgreSQL and servers (800 s); two workers ran all 2,172 tests in 416 s.
  run('npx jest --ci --forceExit --maxWorkers=2 --json --outputFile=.tmp/jest-results.json', 'test: jest');
  if (!process.env.SKIP_BUILD) run('npm run build', 'test: build');
  // The remotes' variants the deployment journeys ship, built once outside the working tree.
  run('node e2e/build-variants.mjs', 'test: deploy variants');
  run('npm run test:e2e', 'test: browser');
  // One closing line with the counts of both runners.
  const jest = JSON.parse(readFileSync('.tmp/jest-results.json', 'utf8'));
  const e2e = JSON.parse(readFileSync('e2e/.tmp/results.json', 'utf8')).stats;
  const passed = jest.numPassedTests + e2e.expected + e2e.flaky;
  const failed = jest.numFailedTests + e2e.unexpected;
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
} catch (error) {
  if (error.message && !error.status) console.error(error.message);
  process.exit(typeof error.status === 'number' ? error.status : 1);
}
