// CI's timing table (scripts/ci-timings.mjs): the steps with their total, and the slowest jest
// files and browser specs read from the runners' JSON results, slowest first.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');

test('prints each step, the total, and the slowest jest files and browser specs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-timings-'));
  const steps = path.join(dir, 'steps.tsv');
  fs.writeFileSync(steps, 'install\t61000\t0\nlint\t1500\t0\ntest: jest\t2000\t1\n');
  const jest = path.join(dir, 'jest.json');
  fs.writeFileSync(
    jest,
    JSON.stringify({
      testResults: [
        { name: path.join(root, 'api/test/fast.test.ts'), startTime: 0, endTime: 1000 },
        { name: path.join(root, 'api/test/slow.test.ts'), startTime: 0, endTime: 9000 },
      ],
    }),
  );
  const playwright = path.join(dir, 'pw.json');
  const spec = (file, durations) => ({
    file,
    tests: [{ results: durations.map((duration) => ({ duration })) }],
  });
  fs.writeFileSync(
    playwright,
    JSON.stringify({
      suites: [
        { specs: [spec('a.spec.ts', [1000])], suites: [{ specs: [spec('b.spec.ts', [4000, 5000])] }] },
      ],
    }),
  );
  const run = spawnSync(process.execPath, ['scripts/ci-timings.mjs', steps, jest, playwright], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  const out = run.stdout;
  expect(out).toMatch(/install\s+61\.0 s/);
  expect(out).toMatch(/test: jest\s+2\.0 s\s+\(exit 1\)/);
  expect(out).toMatch(/total\s+64\.5 s/);
  // Slowest first, paths relative to the repository.
  expect(out.indexOf('api/test/slow.test.ts')).toBeLessThan(out.indexOf('api/test/fast.test.ts'));
  expect(out).toMatch(/b\.spec\.ts\s+9\.0 s/);
  expect(out.indexOf('b.spec.ts')).toBeLessThan(out.indexOf('a.spec.ts'));
  fs.rmSync(dir, { recursive: true, force: true });
});
