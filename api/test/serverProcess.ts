// The real server (src/main.ts) as a child process, for tests that kill it, run two of them or
// point them at one database: start, wait until it listens, talk GraphQL to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { overseasSignUp } from './fixtures';

export const API_DIR = path.join(__dirname, '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: object,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    data?: T | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  }>;
  /** SIGTERM and wait for the exit (a clean stop). */
  stop(): Promise<number | null>;
  /** SIGKILL and wait for the exit (a crash). */
  kill(): Promise<void>;
}

/** Environment of an embedded-mode (PGlite) server in dataDir. */
export const embeddedEnv = (dataDir: string): Record<string, string> => ({
  DATABASE_URL: '',
  DATA_DIR: dataDir,
});

/**
 * Starts src/main.ts with tsx. Resolves once it listens; rejects with its output when it exits
 * first or takes longer than 120 s (tsx compiles the API at start: slow on a loaded 2-core machine).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src/main.ts')], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      // Production with the emulator asked for, as the demo runs (docs/decisions.md).
      PAYMENT_GATEWAY: 'emulator',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    child.stdout!.on('data', () => {
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    output: () => output,
    async gql(query, variables = {}, headers = {}) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, ...((await res.json()) as object) };
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Runs the server expecting it to refuse to start: resolves with its exit code and output.
 * Fails when it starts listening instead.
 */
export async function expectStartRefused(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  try {
    const server = await startServer(env);
    await server.kill();
    throw new Error(`the server started:\n${server.output()}`);
  } catch (error) {
    const message = (error as Error).message;
    const match = /^server exited with (\S+):\n([\s\S]*)$/.exec(message);
    if (!match) throw error;
    return { code: match[1] === 'null' ? null : Number(match[1]), output: match[2] as string };
  }
}

/** Runs a script under tsx from the api folder: exit code and output. */
export function runScript(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** Rows of one SQL statement on a stopped embedded-mode server's database. */
export async function queryEmbedded<T = Record<string, unknown>>(dataDir: string, sql: string): Promise<T[]> {
  const { code, output } = await runScript([path.join(API_DIR, 'test/embeddedQuery.ts'), dataDir, sql]);
  if (code !== 0) throw new Error(`embedded query failed:\n${output}`);
  return JSON.parse(output) as T[];
}

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { jwt } }`;

/**
 * Four clients sign up as fast as they can; after `ms` the server is SIGKILLed. Resolves with the
 * addresses whose sign-up was answered with a token (acknowledged) and all that were tried.
 */
export async function signUpsUntilKilled(
  server: ServerProcess,
  prefix: string,
  ms: number,
): Promise<{ acknowledged: string[]; tried: string[] }> {
  const acknowledged: string[] = [];
  const tried: string[] = [];
  let killed = false;
  const clients = Array.from({ length: 4 }, async (_, c) => {
    for (let i = 0; !killed; i += 1) {
      const email = `${prefix}-${c}-${i}@example.org`;
      tried.push(email);
      try {
        const result = await server.gql<{ register: { jwt: string } }>(REGISTER, {
          input: overseasSignUp(email),
        });
        if (result.data?.register?.jwt) acknowledged.push(email);
      } catch {
        return; // the server is gone
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  await server.kill();
  killed = true;
  await Promise.all(clients);
  return { acknowledged, tried };
}
