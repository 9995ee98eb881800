// A second production API server beside the journeys' own (api/dist/server.js), on a free port and
// a data folder of its own: a host on another origin (csp.spec.ts), a server in embedded mode
// (public-render-concurrency.spec.ts). Resolves once /healthz answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

export interface SecondServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startSecondServer(
  env: Record<string, string>,
  { startupMs = 90_000 }: { startupMs?: number } = {},
): Promise<SecondServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'congress-e2e-server-'));
  const server: ChildProcess = spawn(process.execPath, [path.join(repo, 'api/dist/server.js')], {
    stdio: 'inherit',
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the second server exited with ${server.exitCode}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the second server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
