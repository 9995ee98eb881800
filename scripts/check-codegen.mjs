// Fails when the generated GraphQL code differs from what the schema and documents produce now.
// Checks every output of codegen.yml (one per deployable plus the API's resolver types).
// Then every output must type-check as it is and a shared package's hold its operations' types
// only (scripts/codegen/generatedChecks.cjs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import generatedChecks from './codegen/generatedChecks.cjs';

/** The keys under `generates:` (two-space indented, one output path each). */
function outputsOf(configText) {
  const lines = configText.split('\n');
  const start = lines.findIndex((line) => line.trim() === 'generates:');
  if (start < 0) throw new Error('codegen.yml has no "generates:" section');
  return lines
    .slice(start + 1)
    .map((line) => /^ {2}([^\s#][^:]*):\s*$/.exec(line)?.[1])
    .filter(Boolean);
}

const generated = outputsOf(readFileSync('codegen.yml', 'utf8'));
if (generated.length === 0) throw new Error('codegen.yml lists no outputs');
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--silent'], { stdio: 'inherit' });
// Changes in the working tree (or new files) only: staged output counts as committed, so the
// check also runs between `git add` and `git commit`.
const diff = execFileSync('git', ['status', '--porcelain', '--', ...generated], { encoding: 'utf8' })
  .split('\n')
  .filter((line) => line.length > 1 && line[1] !== ' ')
  .join('\n');
if (diff) {
  console.error(`Generated GraphQL code is stale; run "npm run codegen" and commit:\n${diff}`);
  process.exit(1);
}
const problems = generated.flatMap((file) =>
  generatedChecks.generatedFileProblems(file, readFileSync(file, 'utf8')),
);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`codegen: ${generated.length} generated files are up to date`);
