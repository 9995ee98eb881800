// The README's "run all tests": unit and API integration tests (jest, real PostgreSQL),
// then the production build and the browser journeys (Playwright, Debian Chromium).
import { execSync } from 'node:child_process';

const run = (cmd) => {
  console.log(`\n$ ${cmd}`);
  execSync(cmd, { stdio: 'inherit', env: process.env });
};

try {
  run('npx jest --ci');
  if (!process.env.SKIP_BUILD) run('npm run build');
  run('npm run test:e2e');
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1);
}
