// Admin lists at scale: 100,000 members in a fresh PostgreSQL database; the members list with each
// filter (and each sortable column both ways), page of 50, with its count: p50/p95 of the request
// measured from outside the API process; then the Excel export of all members: time and the API
// process's peak memory (max RSS, read from the process itself). Writes its section of
// docs/benchmarks.md. Run: npm run bench:lists   (TEST_PG_URL as for the tests; MEMBERS=100000)
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { ROLE_ADMIN } from '../shared/domain/src/enums';
import { migrationConfig } from '../api/src/db/migrations';
import { seedReference } from '../api/src/db/seeds/reference';
import { createTokenService } from '../api/src/modules/auth/tokens';
import { freshDatabase, writeBenchmarkSection } from './support';

const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 40);
const WARMUP = 5;
const PAGE = 50;
const TARGET_P95_MS = 30;
const TARGET_EXPORT_S = 5;
const TARGET_EXPORT_MB = 250;
const secret = randomBytes(32).toString('hex');
const ORGANISER = 'organiser@bench.local';

/** 100,000 members with realistic spreads (60 % Korean, 3 % deleted, 1 % blocked, 40 % registered). */
async function seedMembers(knex: Knex) {
  const memberRole = await knex('roles').where({ name: 'Member' }).first('id');
  await knex.raw(
    `INSERT INTO users (username, email, password, "givenName", "familyName", name_kr, country, affiliation,
                        department, "mobilePhone", title, invited, blocked, "delete", confirmed, role_id,
                        created_at, last_login_at, password_changed_at)
     SELECT e, e, '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$YmVuY2hiZW5jaA', g, f, k, c, a, 'Pathology',
            '010-1234-' || lpad((i % 10000)::text, 4, '0'), 'DR', i % 20 = 0, i % 100 = 7, i % 33 = 5, true, ?,
            ca, CASE WHEN i % 4 = 0 THEN NULL ELSE least(now(), ca + make_interval(days => (i * 11) % 700)) END, ca
       FROM (
         SELECT i,
                'member' || i || '@' || (ARRAY['snu.ac.kr','yonsei.ac.kr','gmail.com','naver.com','mayo.edu','uni-heidelberg.de'])[1 + i % 6] AS e,
                (ARRAY['Minji','Seojun','Anne','John','Yuki','Wei','Maria','Lucas','Hana','Jiho'])[1 + (i * 7) % 10] AS g,
                (ARRAY['Kim','Lee','Park','Choi','Jung','Smith','Mueller','Tanaka','Wang','Garcia','Kang','Yoon'])[1 + (i * 13) % 12] AS f,
                CASE WHEN i % 10 < 6 THEN (ARRAY['김','이','박','최','정','강','조','윤'])[1 + i % 8]
                       || (ARRAY['민지','서준','하나','지호','수빈','현우','예린','도윤'])[1 + (i / 8) % 8] END AS k,
                CASE WHEN i % 10 < 6 THEN 'KR' ELSE (ARRAY['US','JP','CN','DE','NL','FR','GB'])[1 + i % 7] END AS c,
                (ARRAY['Seoul National University','Yonsei University','Asan Medical Center','Samsung Medical Center',
                       'Mayo Clinic','Johns Hopkins University','Kyoto University','Charite Berlin'])[1 + (i * 31) % 8]
                  || ' ' || (ARRAY['Hospital','College of Medicine','Institute'])[1 + i % 3] AS a,
                now() - make_interval(days => i % 1095, mins => (i * 37) % 1440) AS ca
           FROM generate_series(1, ?) AS i
       ) AS m`,
    [memberRole.id, MEMBERS],
  );
  await knex.raw(
    `INSERT INTO registration_lists (user_id, category, price, currency, "delete")
     SELECT id, 'KM_TIER1', '100000', 'KRW', id % 10 = 0 FROM users WHERE id % 5 < 2`,
  );
  await knex.raw('ANALYZE');
}

const USERS = `query ($filter: UsersFilter, $sort: [SortCondition!], $limit: Int) {
  users(filter: $filter, sort_conditions: $sort, limit: $limit) {
    count rows { id email givenName familyName name_kr country affiliation mobilePhone invited blocked delete created_at role { id name } }
  }
}`;
const DORMANT = `query ($filter: DormantUsersFilter, $sort: [SortCondition!], $limit: Int) {
  dormantUsers(filter: $filter, sort_conditions: $sort, limit: $limit) {
    count rows { id email givenName familyName name_kr blocked created_at last_active_at }
  }
}`;

interface Case {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

function cases(someId: number): Case[] {
  const members = (name: string, filter: Record<string, unknown>, sort?: unknown): Case => ({
    name,
    query: USERS,
    variables: { filter, limit: PAGE, ...(sort ? { sort } : {}) },
  });
  const list: Case[] = [
    members('no filter (newest first)', {}),
    members('deleted = no (the page default)', { delete: false }),
    members('member no. equals', { id: String(someId) }),
    members('e-mail contains "member12345"', { email_contains: 'member12345' }),
    members('e-mail contains "naver"', { email_contains: 'naver' }),
    members('Korean name contains "민지"', { name_kr_contains: '민지' }),
    members('given name contains "yuki"', { givenName: 'yuki' }),
    members('family name contains "park"', { familyName: 'park' }),
    members('affiliation contains "yonsei"', { affiliation: 'yonsei' }),
    members('country = KR', { country: 'KR' }),
    members('invited = yes', { invited: true }),
    members('blocked = yes', { blocked: true }),
    members('not registered', { registration_list_null: true }),
    members('registered', { registration_list_null: false }),
    members('all text filters at once', {
      delete: false,
      country: 'KR',
      affiliation: 'seoul',
      familyName: 'kim',
      email_contains: 'snu',
    }),
  ];
  for (const field of [
    'id',
    'email',
    'givenName',
    'familyName',
    'name_kr',
    'country',
    'affiliation',
    'created_at',
  ])
    for (const direction of ['ASC', 'DESC'])
      list.push(
        members(`deleted = no, sorted by ${field} ${direction}`, { delete: false }, [{ field, direction }]),
      );
  list.push({ name: 'dormant accounts (longest asleep first)', query: DORMANT, variables: { limit: PAGE } });
  list.push({
    name: 'dormant accounts, e-mail contains "gmail"',
    query: DORMANT,
    variables: { limit: PAGE, filter: { email_contains: 'gmail' } },
  });
  return list;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(__dirname, 'lists-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_JWT_SECRET: secret },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`API process exited (${code})`)));
    child.on('message', (message: { type: string; port?: number }) => {
      if (message.type === 'listening') resolve({ child, url: `http://127.0.0.1:${message.port}` });
    });
  });
}

async function stopServer(child: ChildProcess): Promise<number> {
  child.send({ type: 'rss' });
  const [message] = (await once(child, 'message')) as [{ maxRssKb: number }];
  child.removeAllListeners('exit');
  child.send({ type: 'stop' });
  await once(child, 'exit');
  return message.maxRssKb / 1024;
}

/** Peak resident memory of a process so far (Linux: VmHWM), in MiB. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Builds the API bundle and starts it as production does, on a free port of loopback. */
async function startProductionServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(__dirname, '../api'), stdio: 'ignore' });
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(process.execPath, [path.join(__dirname, '../api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: secret,
      ADMIN_EMAIL: ORGANISER,
      ADMIN_PASSWORD: 'BenchOrganiser2024',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congress-bench-')),
      PAYMENT_GATEWAY: 'emulator',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`production server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('production server did not start');
}

async function main() {
  const loadBefore = loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');
  const database = await freshDatabase(4);
  const { knex, url: databaseUrl } = database;
  try {
    await knex.migrate.latest(migrationConfig);
    await seedReference(knex, { email: ORGANISER, password: 'BenchOrganiser2024' });
    const seeding = Date.now();
    await seedMembers(knex);
    console.log(`seeded ${MEMBERS} members in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    const organiser = await knex('users')
      .join('roles', 'roles.id', 'users.role_id')
      .where('roles.name', ROLE_ADMIN)
      .first('users.id', 'users.password_changed_at');
    const token = await createTokenService(secret, '1h').sign(organiser);
    const someId = Math.floor(MEMBERS / 2);

    // Lists: one API process, requests one after another from this process.
    const api = await startServer(databaseUrl);
    const results: { name: string; count: number; p50: number; p95: number; roundTripP95: number }[] = [];
    // EXPORT_ONLY=1 skips the list cases (for work on the export).
    const all = process.env.EXPORT_ONLY ? [] : cases(someId);
    const counts: number[] = [];
    const roundTrips: number[][] = [];
    for (const [index, c] of all.entries()) {
      const times: number[] = [];
      let count = 0;
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const started = performance.now();
        const res = await fetch(`${api.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-bench-case': run >= WARMUP ? String(index) : 'warm-up',
          },
          body: JSON.stringify({ query: c.query, variables: c.variables }),
        });
        const body = (await res.json()) as { data?: Record<string, { count: number }>; errors?: unknown };
        const elapsed = performance.now() - started;
        if (body.errors) throw new Error(`${c.name}: ${JSON.stringify(body.errors)}`);
        count = Object.values(body.data ?? {})[0]?.count ?? 0;
        if (run >= WARMUP) times.push(elapsed);
      }
      counts.push(count);
      roundTrips.push(times.sort((a, b) => a - b));
    }
    api.child.send({ type: 'timings' });
    const [{ timings }] = (await once(api.child, 'message')) as [{ timings: Record<string, number[]> }];
    for (const [index, c] of all.entries()) {
      const server = (timings[String(index)] ?? []).sort((a, b) => a - b);
      const row = {
        name: c.name,
        count: counts[index] ?? 0,
        p50: percentile(server, 50),
        p95: percentile(server, 95),
        roundTripP95: percentile(roundTrips[index] ?? [], 95),
      };
      console.log(
        `${row.name}: ${row.count} rows, server p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (round trip p95 ${row.roundTripP95.toFixed(1)} ms)`,
      );
      results.push(row);
    }
    await stopServer(api.child);

    // Export: the production bundle (api/dist/server.js, as `npm start` runs it) in its own
    // process; its peak memory (VmHWM) after start-up and one list page, then after the export.
    const production = await startProductionServer(databaseUrl);
    let exportSeconds = 0;
    let bytes = 0;
    let idlePeakMb = 0;
    let exportPeakMb = 0;
    try {
      await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: USERS, variables: { limit: PAGE } }),
      });
      idlePeakMb = peakRssMb(production.child.pid as number);
      const started = performance.now();
      const res = await fetch(`${production.url}/export/members`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({}),
      });
      if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
      const reader = res.body?.getReader();
      for (let part = await reader?.read(); part && !part.done; part = await reader?.read())
        bytes += part.value.length;
      exportSeconds = (performance.now() - started) / 1000;
      exportPeakMb = peakRssMb(production.child.pid as number);
    } finally {
      production.child.kill('SIGTERM');
      await once(production.child, 'exit');
    }
    const exportedRows = MEMBERS + 1; // members + the organiser
    console.log(
      `export: ${exportedRows} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${exportSeconds.toFixed(2)} s, peak RSS ${exportPeakMb.toFixed(0)} MiB (start-up and one list page: ${idlePeakMb.toFixed(0)} MiB)`,
    );

    const worst = Math.max(0, ...results.map((r) => r.p95));
    const ok = (value: number, target: number) => (value <= target ? 'met' : '**missed**');
    const report = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${(await knex.raw('SHOW server_version')).rows[0].server_version} on loopback; ${MEMBERS.toLocaleString('en-US')} members, ${RUNS} runs per case after ${WARMUP} warm-up runs, one request at a time.`,
      '',
      `Server time: from a request's arrival in the API process to its last byte (token check, GraphQL, count and page queries side by side, JSON), measured in that process (run under tsx); the round trip adds the client on the same machine. The export runs in the production bundle (api/dist/server.js), its peak memory read from /proc (VmHWM). Load average when the run started: ${loadBefore} (a machine shared with other work).`,
      '',
      `Worst p95: **${worst.toFixed(1)} ms** (target ≤ ${TARGET_P95_MS} ms: ${ok(worst, TARGET_P95_MS)}). Excel export of ${exportedRows.toLocaleString('en-US')} rows: **${exportSeconds.toFixed(2)} s** (target ≤ ${TARGET_EXPORT_S} s: ${ok(exportSeconds, TARGET_EXPORT_S)}), production server's peak RSS **${exportPeakMb.toFixed(0)} MiB** (target ≤ ${TARGET_EXPORT_MB} MB: ${ok(exportPeakMb, TARGET_EXPORT_MB)}; ${idlePeakMb.toFixed(0)} MiB after start-up and one list page), file ${(bytes / 2 ** 20).toFixed(1)} MiB.`,
      '',
      '| list, page of 50 with count | matching rows | server p50 ms | server p95 ms | round trip p95 ms |',
      '|---|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.count.toLocaleString('en-US')} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.roundTripP95.toFixed(1)} |`,
      ),
    ].join('\n');
    writeBenchmarkSection('lists', report, '## Admin lists and export');
    if (worst > TARGET_P95_MS || exportSeconds > TARGET_EXPORT_S || exportPeakMb > TARGET_EXPORT_MB)
      process.exitCode = 1;
  } finally {
    await database.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
