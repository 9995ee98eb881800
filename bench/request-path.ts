// The request path: an authenticated one-row read (`me`) through the API against the floor, the
// least a server must do for it (bench/request-path-floor.ts: Apollo Server 5 + Express 5, jose
// HS256 check, one SELECT of the user joined to its role through a pg pool of the same size). Both
// run as their own processes (NODE_ENV=production) on one fresh PostgreSQL database; autocannon
// measures them alternately (ROUNDS rounds of SECONDS each, 20 connections), so both see the same
// load of a shared machine and the ratio is what counts: the median of the rounds' ratios. Beside
// the rates, each server's CPU time per request (its process's user + system time over the round
// divided by the requests answered), which a busy machine disturbs far less than the rates. The
// API runs as in production (request log at info level to a pipe, rate limits, helmet, cost
// limits). Writes its section of docs/benchmarks.md.
// Run: npm run bench:request-path   (TEST_PG_URL as for the tests; CPU_PROF=1 profiles both servers)
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import { migrationConfig } from '../api/src/db/migrations';
import { seedReference } from '../api/src/db/seeds/reference';
import { createTokenService } from '../api/src/modules/auth/tokens';
import { freshDatabase, threadCpu, writeBenchmarkSection } from './support';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = 20;
const TARGET_RATIO = 0.6;
const QUERY = JSON.stringify({ query: '{ me { id email username role { id name } } }' });

function start(script: string, port: number, env: Record<string, string>, execArgv: string[] = []) {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // The API's request log goes to a pipe that is read (and dropped), as a log shipper would.
  child.stdout?.resume();
  return child;
}

async function ready(url: string, token: string, child: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: QUERY,
    }).then(
      async (res) => (res.ok ? ((await res.json()) as { data?: { me?: { email?: string } } }) : null),
      () => null,
    );
    if (answer?.data?.me?.email) return answer.data.me.email;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Requests each server answered in this run (a profile's time divides by them). */
const answered = new Map<string, number>();
const load = () => loadavg()[0]!.toFixed(2);

/** CPU seconds of a process so far, all its threads. */
function cpuOf(child: ChildProcess) {
  const { main, others } = threadCpu(child.pid!);
  return main + others;
}

async function measure(url: string, token: string, seconds: number, child: ChildProcess) {
  const cpuBefore = cpuOf(child);
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: QUERY,
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuMsPerRequest = ((cpuOf(child) - cpuBefore) * 1000) / result.requests.total;
  answered.set(url, (answered.get(url) ?? 0) + result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, cpuMsPerRequest };
}

/** Transactions committed or rolled back in a database so far, as PostgreSQL counts them. */
async function transactions(knex: Knex): Promise<number> {
  const row = await knex('pg_stat_database')
    .where({ datname: knex.raw('current_database()') })
    .first(knex.raw('xact_commit + xact_rollback as n'));
  return Number(row.n);
}

/** The schema, the reference rows and the member whose token both servers are asked with. */
async function benchMember(knex: Knex) {
  await knex.migrate.latest(migrationConfig);
  await seedReference(knex, { email: 'organiser@bench.local' });
  const role = await knex('roles').where({ name: 'Member' }).first('id');
  const [user] = await knex('users')
    .insert({
      username: 'bench@bench.local',
      email: 'bench@bench.local',
      password: 'x',
      givenName: 'Bench',
      familyName: 'Member',
      country: 'KR',
      affiliation: 'Bench',
      department: 'Pathology',
      mobilePhone: '010-1234-5678',
      title: 'DR',
      confirmed: true,
      role_id: role.id,
    })
    .returning(['id', 'password_changed_at']);
  return user as { id: number; password_changed_at: Date };
}

async function main() {
  const loadBefore = load();
  // A database for each server, alike: PostgreSQL's own statistics then count each one's
  // statements (pg_stat_database; pg_stat_statements is not loaded on a stock server).
  const db = await freshDatabase(2);
  const floorDb = await freshDatabase(2);
  const secret = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  try {
    const [user, floorUser] = [await benchMember(db.knex), await benchMember(floorDb.knex)];
    if (user.id !== floorUser.id) throw new Error('the two databases gave the member different ids');
    const token = await createTokenService(secret, '1h').sign(user);
    const env = { JWT_SECRET: secret };
    const floorUrl = 'http://127.0.0.1:4711/graphql';
    const apiUrl = 'http://127.0.0.1:4712/graphql';
    const profileDir = process.env.CPU_PROF ? mkdtempSync(path.join(tmpdir(), 'request-path-prof-')) : '';
    // A folder per server: each process writes a profile per thread (tsx's loader has one of its own).
    const profile = (name: string) =>
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/${name}`] : [];
    children.push(
      start(
        path.join(__dirname, 'request-path-floor.ts'),
        4711,
        { ...env, DATABASE_URL: floorDb.url, NODE_ENV: 'production' },
        profile('floor'),
      ),
    );
    children.push(
      start(
        path.join(__dirname, '../api/src/main.ts'),
        4712,
        {
          ...env,
          DATABASE_URL: db.url,
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          SMTP_URL: '',
          SEED_DEMO: 'false',
          PAYMENT_GATEWAY: 'emulator',
          PUBLIC_URL: 'http://127.0.0.1:4712',
        },
        profile('api'),
      ),
    );
    const [floorChild, apiChild] = children as [ChildProcess, ChildProcess];
    if ((await ready(floorUrl, token, floorChild)) !== 'bench@bench.local')
      throw new Error('floor: wrong user');
    if ((await ready(apiUrl, token, apiChild)) !== 'bench@bench.local') throw new Error('API: wrong user');
    const transactionsBefore = [await transactions(db.knex), await transactions(floorDb.knex)];
    // Warm-up (JIT, pools), then alternate.
    await measure(floorUrl, token, 3, floorChild);
    await measure(apiUrl, token, 3, apiChild);
    type Round = { floor: Measured; api: Measured; load: string };
    type Measured = Awaited<ReturnType<typeof measure>>;
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const floor = await measure(floorUrl, token, SECONDS, floorChild);
      const api = await measure(apiUrl, token, SECONDS, apiChild);
      rounds.push({ floor, api, load: load() });
      console.log(
        `round ${i + 1}: floor ${floor.rps.toFixed(0)} req/s (${floor.cpuMsPerRequest.toFixed(2)} ms CPU), API ${api.rps.toFixed(0)} req/s (${api.cpuMsPerRequest.toFixed(2)} ms CPU), load ${load()}`,
      );
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    const ratio = median(rounds.map((r) => r.api.rps / r.floor.rps));
    const cpuRatio = median(rounds.map((r) => r.floor.cpuMsPerRequest / r.api.cpuMsPerRequest));
    // A backend reports its counts within 1 s while busy, and 10 s after it goes idle.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const perRequest = (now: number, before: number, url: string) =>
      ((now - before - 1) / (answered.get(url) ?? 1)).toFixed(2);
    const apiStatements = perRequest(await transactions(db.knex), transactionsBefore[0]!, apiUrl);
    const floorStatements = perRequest(await transactions(floorDb.knex), transactionsBefore[1]!, floorUrl);
    const verdict = ratio >= TARGET_RATIO ? 'meets' : 'misses';
    const report = [
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load average (1 min) at the start ${loadBefore} (a machine shared with other work). ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after a 3 s warm-up each; \`{ me { id email username role { id name } } }\` with a valid token; the API as in production.`,
      '',
      '| round | floor (req/s) | API (req/s) | API / floor | floor CPU per request (ms) | API CPU per request (ms) | floor p99 (ms) | API p99 (ms) | load after |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rounds.map(
        (r, i) =>
          `| ${i + 1} | ${r.floor.rps.toFixed(0)} | ${r.api.rps.toFixed(0)} | ${(r.api.rps / r.floor.rps).toFixed(2)} | ${r.floor.cpuMsPerRequest.toFixed(2)} | ${r.api.cpuMsPerRequest.toFixed(2)} | ${r.floor.p99} | ${r.api.p99} | ${r.load} |`,
      ),
      '',
      `Median of the rounds: API / floor = **${ratio.toFixed(2)}** (target ≥ ${TARGET_RATIO}: ${verdict}); by CPU time per request, floor / API = ${cpuRatio.toFixed(2)}. Transactions PostgreSQL counted per request (pg_stat_database, each a single SELECT here; the API's mail queue polling included): floor ${floorStatements}, API ${apiStatements}.`,
    ].join('\n');
    console.log(report);
    if (!process.env.NO_WRITE)
      writeBenchmarkSection('bench-request-path', report, '## Request path (`npm run bench:request-path`)');
    if (profileDir) console.log('requests answered', Object.fromEntries(answered));
    if (profileDir)
      console.log(`CPU profiles of the floor and the API in ${profileDir} (written when it stops)`);
  } finally {
    for (const child of children) child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await db.dispose();
    await floorDb.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
