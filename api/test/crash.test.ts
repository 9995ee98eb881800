// Killing the quick-start server (embedded PGlite) in the middle of sign-ups loses nothing that
// was acknowledged and leaves no half-written account: after a restart every sign-up that was
// answered with a token is there, and it can log in.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { overseasSignUp } from './fixtures';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: '', // embedded mode
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const gql = async (port: number, query: string, variables: object) => {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
};

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { jwt } }`;
const LOGIN = `mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt } }`;

it('keeps every acknowledged sign-up when killed mid-write (embedded database)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  const port = await freePort();
  let server = await startServer(dataDir, port);
  const acknowledged: string[] = [];
  try {
    let stop = false;
    const clients = Array.from({ length: 4 }, async (_, c) => {
      for (let i = 0; !stop; i += 1) {
        const email = `crash-${c}-${i}@example.org`;
        try {
          const result = await gql(port, REGISTER, { input: overseasSignUp(email) });
          if (result.data?.register) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThan(5);

    server = await startServer(dataDir, port);
    const missing: string[] = [];
    for (const email of acknowledged) {
      const result = await gql(port, LOGIN, { identifier: email, password: 'secret2024' });
      if (!(result.data?.login as { jwt?: string } | undefined)?.jwt) missing.push(email);
    }
    expect(missing).toEqual([]);
  } finally {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
