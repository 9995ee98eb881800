// What the TypeScript benchmarks share: a fresh PostgreSQL database per run, the machine's CPU
// account; and, from shared.mjs (plain JavaScript, so that bench/lighthouse.mjs, run by node, uses
// them too), the production server on a fresh embedded database and their section of docs/benchmarks.md.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
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

export { startDemoServer, writeBenchmarkSection } from './shared.mjs';
