// The server must stop on SIGTERM (deployments, the e2e launcher, the benchmark). It once hung
// because Apollo's own signal handler raced ours, leaving orphaned servers behind.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

it('exits promptly and cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/main.ts')], {
    // NODE_ENV as in production: Apollo installs its own signal handlers only outside tests.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PAYMENT_GATEWAY: 'emulator',
      PUBLIC_URL: 'http://127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('server did not start')), 30_000);
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const started = Date.now();
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
