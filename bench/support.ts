// What the benchmarks share: a fresh PostgreSQL database per run, the production server on a fresh
// embedded database, and their section of docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { Agent, request } from 'node:http';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  /** Its connection string (for an API process the benchmark starts). */
  url: string;
  /** The benchmark's own connections to it. */
  knex: Knex;
  /** Closes the connections and drops it (KEEP_DB=1 keeps it, e.g. for EXPLAIN ANALYZE by hand). */
  dispose(): Promise<void>;
}

/** A new, empty database on the test server (TEST_PG_URL, as for the tests). */
export async function freshDatabase(poolMax: number): Promise<FreshDatabase> {
  const name = `congress_bench_${Date.now()}_${process.pid}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: poolMax } });
  return {
    url: url.toString(),
    knex,
    async dispose() {
      await knex.destroy();
      if (process.env.KEEP_DB) console.log(`kept database ${name}`);
      else await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

/**
 * Writes a benchmark's report between its markers (`<!-- key:start -->` … `<!-- key:end -->`) in
 * docs/benchmarks.md, or appends it (after `heading` when given) the first time.
 */
export function writeBenchmarkSection(key: string, report: string, heading?: string): void {
  const docPath = path.join(__dirname, '../docs/benchmarks.md');
  const doc = readFileSync(docPath, 'utf8');
  const marker = new RegExp(`<!-- ${key}:start -->[\\s\\S]*<!-- ${key}:end -->`);
  const section = `<!-- ${key}:start -->\n${report}\n<!-- ${key}:end -->`;
  writeFileSync(
    docPath,
    marker.test(doc)
      ? doc.replace(marker, () => section)
      : `${doc.trimEnd()}\n\n${heading ? `${heading}\n\n` : ''}${section}\n`,
  );
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A load generator's HTTP client: node:http over one keep-alive agent. It costs the generator far
 * less CPU per request than fetch (undici's WHATWG layer), which matters when the generator shares
 * the machine with the server it measures. Redirects are not followed.
 */
export function keepAliveClient() {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  return {
    send(
      url: string,
      options: {
        method?: string;
        headers?: Record<string, string>;
        body?: string;
        signal?: AbortSignal;
      } = {},
    ): Promise<HttpAnswer> {
      return new Promise((resolve, reject) => {
        const body = options.body === undefined ? undefined : Buffer.from(options.body);
        const req = request(
          url,
          {
            agent,
            method: options.method ?? 'GET',
            headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
            signal: options.signal,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** CPU seconds (user + system) of one thread or process, from Linux's /proc stat line. */
function cpuOfStat(file: string): number {
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's CPU seconds so far: its main thread, and its other threads (ended ones included). */
export function threadCpu(pid: number): { main: number; others: number } {
  const main = cpuOfStat(`/proc/${pid}/task/${pid}/stat`);
  return { main, others: cpuOfStat(`/proc/${pid}/stat`) - main };
}

/** Busy CPU seconds of the whole machine so far, all cores (/proc/stat: user, nice, system, irq, softirq). */
export function machineBusySeconds(): number {
  const [, user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) / 100;
}

/**
 * CPU seconds used so far by PostgreSQL on this machine (every process named postgres, and the
 * ended backends the postmaster has reaped); whatever other databases on the server do is in it.
 */
export function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

/**
 * The production bundle (api/dist/server.js, after `npm run build`) on 127.0.0.1:`port` with a
 * throw-away embedded database and the demo content, as `npm run quickstart` runs it; resolves
 * once /healthz answers. `stop()` ends it and removes its data folder.
 */
export async function startDemoServer(port: number): Promise<{ base: string; stop(): void }> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'congress-bench-'));
  const server = spawn(process.execPath, [path.join(__dirname, '../api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) break;
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('the production server did not start: run npm run build first');
}
