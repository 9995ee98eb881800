// The request path: an authenticated one-row read (`me`) through the API against the floor, a bare
// Apollo Server 5 + Express 5 doing the same work (bench/request-path-floor.ts: jose HS256 check,
// one SELECT of the user joined to its role through a pg pool). Both run as their own processes on
// one fresh PostgreSQL database; autocannon measures them alternately (ROUNDS rounds of SECONDS
// each, 20 connections), so both see the same load of a shared machine and the ratio is what
// counts. The API runs as in production (NODE_ENV=production, request log at info level to a
// pipe, rate limits, CSP, helmet) and is measured once it is up: after its start-up snapshots of the
// public pages (Chromium), which it takes again only when content changes or hourly. Writes its
// section of docs/benchmarks.md.
// Run: npm run bench:request-path   (TEST_PG_URL as for the tests; CPU_PROF=1 profiles the API)
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrationConfig } from '../api/src/db/migrations';
import { seedReference } from '../api/src/db/seeds/reference';
import { createTokenService } from '../api/src/modules/auth/tokens';
import { freshDatabase, writeBenchmarkSection } from './support';

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

/**
 * Waits until the API has taken its public pages' snapshots (/healthz/prerender): on start a
 * production server renders every public page in Chromium for a few minutes, which would share the
 * two cores with the measurement. What is measured is the request path of a server that is up.
 */
async function snapshotsTaken(base: string) {
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${base}/healthz/prerender`).then(
      async (res) => (await res.json()) as { ready?: boolean; running?: boolean },
      () => null,
    );
    if (status?.ready && !status.running) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('the API did not finish its page snapshots within 15 minutes');
}

async function measure(url: string, token: string, seconds: number) {
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
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const loadBefore = loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  const db = await freshDatabase(2);
  const secret = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  try {
    await db.knex.migrate.latest(migrationConfig);
    await seedReference(db.knex, { email: 'organiser@bench.local' });
    const role = await db.knex('roles').where({ name: 'Member' }).first('id');
    const [user] = await db
      .knex('users')
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
    const token = await createTokenService(secret, '1h').sign(user);
    // The API's page snapshots in a folder of this run's (not a developer's .data/prerender).
    const env = {
      DATABASE_URL: db.url,
      JWT_SECRET: secret,
      PRERENDER_DIR: mkdtempSync(path.join(tmpdir(), 'request-path-pages-')),
    };
    const floorUrl = 'http://127.0.0.1:4711/graphql';
    const apiUrl = 'http://127.0.0.1:4712/graphql';
    const profileDir = process.env.CPU_PROF ? mkdtempSync(path.join(tmpdir(), 'request-path-prof-')) : '';
    children.push(start(path.join(__dirname, 'request-path-floor.ts'), 4711, env));
    children.push(
      start(
        path.join(__dirname, '../api/src/main.ts'),
        4712,
        {
          ...env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          SMTP_URL: '',
          SEED_DEMO: 'false',
          PAYMENT_GATEWAY: 'emulator',
          PUBLIC_URL: 'http://127.0.0.1:4712',
        },
        profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      ),
    );
    const [floorChild, apiChild] = children as [ChildProcess, ChildProcess];
    if ((await ready(floorUrl, token, floorChild)) !== 'bench@bench.local')
      throw new Error('floor: wrong user');
    if ((await ready(apiUrl, token, apiChild)) !== 'bench@bench.local') throw new Error('API: wrong user');
    const started = Date.now();
    await snapshotsTaken('http://127.0.0.1:4712');
    console.log(`page snapshots taken after ${((Date.now() - started) / 1000).toFixed(0)} s; measuring`);
    // Warm-up (JIT, pools), then alternate.
    await measure(floorUrl, token, 3);
    await measure(apiUrl, token, 3);
    const rounds: { floor: number; api: number; floorP99: number; apiP99: number }[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const floor = await measure(floorUrl, token, SECONDS);
      const api = await measure(apiUrl, token, SECONDS);
      rounds.push({ floor: floor.rps, api: api.rps, floorP99: floor.p99, apiP99: api.p99 });
      console.log(`round ${i + 1}: floor ${floor.rps.toFixed(0)} req/s, API ${api.rps.toFixed(0)} req/s`);
    }
    const sum = (pick: (r: (typeof rounds)[number]) => number) => rounds.reduce((s, r) => s + pick(r), 0);
    const ratio = sum((r) => r.api) / sum((r) => r.floor);
    const verdict = ratio >= TARGET_RATIO ? 'meets' : 'misses';
    const report = [
      `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load average at the start ${loadBefore} (a machine shared with other work). ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after a 3 s warm-up each; \`{ me { id email username role { id name } } }\` with a valid token.`,
      '',
      '| round | floor (req/s) | API (req/s) | API / floor | floor p99 (ms) | API p99 (ms) |',
      '|---|---|---|---|---|---|',
      ...rounds.map(
        (r, i) =>
          `| ${i + 1} | ${r.floor.toFixed(0)} | ${r.api.toFixed(0)} | ${(r.api / r.floor).toFixed(2)} | ${r.floorP99} | ${r.apiP99} |`,
      ),
      '',
      'Measured after the API had taken its start-up snapshots of the public pages (Chromium, a few minutes on 2 cores; earlier runs measured during them).',
      '',
      `All rounds: API / floor = **${ratio.toFixed(2)}** (target ≥ ${TARGET_RATIO}: ${verdict}).`,
    ].join('\n');
    console.log(report);
    if (!process.env.NO_WRITE)
      writeBenchmarkSection('bench-request-path', report, '## Request path (`npm run bench:request-path`)');
    if (profileDir) console.log(`CPU profile of the API in ${profileDir} (written when it stops)`);
  } finally {
    for (const child of children) child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await db.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
