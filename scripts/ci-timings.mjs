// Prints CI's timing table (issue 38): how long each step of .ci/run took, then the ten slowest
// jest files and the ten slowest browser specs, read from the runners' JSON results. It runs at the
// end of every CI run, failed ones included, so the next growth is seen when it happens.
//   node scripts/ci-timings.mjs <steps.tsv> [jest-results.json] [playwright-results.json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Rows of "name<TAB>milliseconds<TAB>exit code" written by .ci/run's step function. */
export function readSteps(text) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, ms, status] = line.split('\t');
      return { name, ms: Number(ms), status: Number(status) };
    });
}

/** The slowest test files of a jest --json result, slowest first. */
export function slowestJestFiles(results, repoRoot, count = 10) {
  return (results.testResults ?? [])
    .map((file) => ({
      name: path.relative(repoRoot, file.name),
      ms: (file.endTime ?? 0) - (file.startTime ?? 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

/** The slowest spec files of a Playwright JSON report (every attempt counted), slowest first. */
export function slowestSpecs(report, count = 10) {
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals.set(spec.file, (totals.get(spec.file) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

export function table(title, rows) {
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.name.length), title.length);
  const lines = rows.map(
    (row) =>
      `  ${row.name.padEnd(width)}  ${seconds(row.ms).padStart(9)}${row.status ? `  (exit ${row.status})` : ''}`,
  );
  return [`${title}`, ...lines].join('\n');
}

function main([stepsFile, jestFile, playwrightFile]) {
  const readJson = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  const steps = stepsFile && existsSync(stepsFile) ? readSteps(readFileSync(stepsFile, 'utf8')) : [];
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  const jest = readJson(jestFile);
  const playwright = readJson(playwrightFile);
  const parts = [
    table('CI steps', [...steps, { name: 'total', ms: total }]),
    jest ? table('Slowest jest files', slowestJestFiles(jest, process.cwd())) : '',
    playwright ? table('Slowest browser specs', slowestSpecs(playwright)) : '',
  ].filter(Boolean);
  console.log(`\n===== CI timing =====\n${parts.join('\n\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
