// Fails when the generated GraphQL code differs from what the schema and documents produce now.
import { execFileSync } from 'node:child_process';

const generated = ['shared/graphql/src/generated', 'api/src/generated'];
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--silent'], { stdio: 'inherit' });
const diff = execFileSync('git', ['status', '--porcelain', '--', ...generated], { encoding: 'utf8' });
if (diff.trim()) {
  console.error(`Generated GraphQL code is stale; run "npm run codegen" and commit:\n${diff}`);
  process.exit(1);
}
console.log('codegen: generated code is up to date');
