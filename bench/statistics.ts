// Event statistics at scale: 100,000 members, each registered (100,000 registrations), 60,000
// confirmed payments with 3,000 refunds, 20,000 abstracts and 200 sponsors in a fresh PostgreSQL
// database, spread over 120 days; the eventStatistics query for all dates and for a month, a
// week and a day: p50/p95 of the server time, measured as bench/lists.ts does (the API in its own
// process, bench/lists-server.ts); then the Excel export once. Writes its section of
// docs/benchmarks.md. Run: npm run bench:statistics   (TEST_PG_URL as for the tests; ROWS=100000)
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { ROLE_ADMIN } from '../shared/domain/src/enums';
import { migrationConfig } from '../api/src/db/migrations';
import { seedReference } from '../api/src/db/seeds/reference';
import { createTokenService } from '../api/src/modules/auth/tokens';
import { freshDatabase, writeBenchmarkSection } from './support';

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = 3;
const TARGET_P95_MS = 500;
const secret = randomBytes(32).toString('hex');
const ORGANISER = 'organiser@bench.local';

async function seed(knex: Knex) {
  const memberRole = await knex('roles').where({ name: 'Member' }).first('id');
  // Created over the last 120 days, at any minute of the day.
  await knex.raw(
    `INSERT INTO users (username, email, password, "givenName", "familyName", country, role_id, confirmed,
                        "delete", created_at, password_changed_at)
     SELECT e, e, 'x', 'Bench', 'Member', CASE WHEN i % 10 < 6 THEN 'KR' ELSE 'US' END, ?, true, i % 50 = 0, ca, ca
       FROM (SELECT i, 'member' || i || '@bench.local' AS e,
                    now() - make_interval(days => i % 120, mins => (i * 37) % 1440) AS ca
               FROM generate_series(1, ?) AS i) AS m`,
    [memberRole.id, ROWS],
  );
  await knex.raw(
    `INSERT INTO registration_lists (user_id, category, price_type, occupation, attend, price, currency, price_status,
                                     "delete", created_at)
     SELECT u.id, t.code, t.track, (ARRAY['PROFESSOR','FELLOW','RESIDENT','PHARMACIST','NURSE','DIETITIAN','STUDENT','NON_MEMBER'])[1 + u.id % 8],
            CASE WHEN u.id % 7 = 0 THEN 'ONLINE' ELSE 'OFFLINE' END, t.price, t.currency,
            (ARRAY['PAID','PAID','PAID','UNPAID','UNPAID','FREE','REFUNDED','CANCELLED'])[1 + (u.id / 3) % 8],
            u.id % 40 = 0, u.created_at + interval '1 hour'
       FROM users u
       JOIN LATERAL (SELECT * FROM (VALUES
              (0, 'KM_TIER1', 'KOREA_MEMBER', '180000', 'KRW'), (1, 'KM_TIER2', 'KOREA_MEMBER', '100000', 'KRW'),
              (2, 'KN_TIER1', 'KOREA_NON_MEMBER', '250000', 'KRW'), (3, 'ON_TIER1', 'OVERSEAS_NON_MEMBER', '200', 'USD'),
              (4, 'ON_TIER3', 'OVERSEAS_NON_MEMBER', '0', 'USD')) AS v(n, code, track, price, currency)
             WHERE v.n = u.id % 5) AS t ON true
      WHERE u.email LIKE 'member%'`,
  );
  await knex.raw(
    `INSERT INTO pays (trade_id, product_name, total, cancelled_total, user_id, user_name, user_email,
                       registration_list_id, cash_code, currency, pay_status, paid_at, noti_url, close_url,
                       fail_url, fail_redirect, success_redirect, created_at)
     SELECT 'bench-' || r.id, 'Registration', 180000, CASE WHEN r.id % 20 = 0 THEN 180000 ELSE 0 END, r.user_id,
            'Bench', 'bench@bench.local', r.id, (ARRAY['CN','CN','CN','VA','BANK','RA'])[1 + r.id % 6], 'KRW',
            CASE WHEN r.id % 20 = 0 THEN 'CANCELLED' ELSE 'PAID' END, r.created_at + interval '10 minutes',
            '/n', '/c', '/f', '/fr', '/sr', r.created_at
       FROM registration_lists r WHERE r.id % 5 < 3`,
  );
  await knex.raw(
    `INSERT INTO pay_cancellations (pay_id, amount, partial, result_code, created_at)
     SELECT id, total, false, '0000', paid_at + interval '2 days' FROM pays WHERE cancelled_total > 0`,
  );
  await knex.raw(
    `INSERT INTO abstracts (user_id, title, topic, preference, category, status, "delete", created_at)
     SELECT id, 'Bench abstract ' || id,
            (ARRAY['GENERAL','AUTOPSY','BIOBANK','GI','BREAST','SKIN','RENAL','ENDOCRINE'])[1 + id % 8],
            CASE WHEN id % 3 = 0 THEN 'ORAL' ELSE 'POSTER' END, CASE WHEN id % 4 = 0 THEN 'CASE_REPORT' ELSE 'ORIGINAL' END,
            (ARRAY['SUBMITTED','PENDING','WITHDRAWN','ACCEPTED','REJECTED'])[1 + id % 5], id % 60 = 0, created_at
       FROM users WHERE id % 5 = 1`,
  );
  await knex.raw(
    `INSERT INTO sponsors ("companyName_en", "managerName", email, grade, price, sponsor_pay, sponsor_pay_status, created_at)
     SELECT 'Sponsor ' || i, 'Kim', 'sponsor' || i || '@bench.local',
            (ARRAY['DIAMOND','PLATINUM','GOLD','SILVER','BRONZE','GARNET','AD_GRADE1','AD_GRADE2'])[1 + i % 8],
            10000000, CASE WHEN i % 2 = 0 THEN 10000000 ELSE 0 END, CASE WHEN i % 2 = 0 THEN 'PAID' ELSE 'APPLIED' END,
            now() - make_interval(days => i % 120)
       FROM generate_series(1, 200) AS i`,
  );
  await knex.raw('ANALYZE');
}

const QUERY = `query ($filter: EventStatisticsFilter) {
  eventStatistics(filter: $filter) {
    registrationCount paidCount unpaidCount
    registrationsByStatus { key count } registrationsByTrack { key count } registrationsByTier { key count }
    registrationsByCategory { key count } registrationsByAttendance { key count } registrationsPerDay { date count }
    revenue { currency cashCode count gross refunded net } refunds { currency count partialCount amount }
    abstractCount abstractsByTopic { key count } abstractsByPreference { key count } abstractsByCategory { key count }
    abstractsByStatus { key count } signUpCount signUpsPerDay { date count }
    sponsorCount sponsorsByGrade { grade count price paid } sponsorsByPaymentStatus { key count }
  }
}`;

const seoulDay = (daysAgo: number) =>
  new Date(Date.now() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

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
    await seed(knex);
    const sizes = (
      await knex.raw(`SELECT (SELECT count(*) FROM registration_lists)::int AS registrations,
                             (SELECT count(*) FROM pays)::int AS pays,
                             (SELECT count(*) FROM pay_cancellations)::int AS refunds,
                             (SELECT count(*) FROM abstracts)::int AS abstracts`)
    ).rows[0] as Record<string, number>;
    console.log(`seeded ${JSON.stringify(sizes)} in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    const organiser = await knex('users')
      .join('roles', 'roles.id', 'users.role_id')
      .where('roles.name', ROLE_ADMIN)
      .first('users.id', 'users.password_changed_at');
    const token = await createTokenService(secret, '1h').sign(organiser);

    const cases = [
      { name: 'all dates', filter: {} },
      { name: 'last 30 days', filter: { startDate: seoulDay(29), endDate: seoulDay(0) } },
      { name: 'last 7 days', filter: { startDate: seoulDay(6), endDate: seoulDay(0) } },
      { name: 'one day', filter: { startDate: seoulDay(3), endDate: seoulDay(3) } },
    ];
    const api = await startServer(databaseUrl);
    const counts: number[] = [];
    for (const [index, c] of cases.entries()) {
      let count = 0;
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const res = await fetch(`${api.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-bench-case': run >= WARMUP ? String(index) : 'warm-up',
          },
          body: JSON.stringify({ query: QUERY, variables: { filter: c.filter } }),
        });
        const body = (await res.json()) as {
          data?: { eventStatistics: { registrationCount: number } };
          errors?: unknown;
        };
        if (body.errors) throw new Error(`${c.name}: ${JSON.stringify(body.errors)}`);
        count = body.data?.eventStatistics.registrationCount ?? 0;
      }
      counts.push(count);
    }
    // The Excel export once, all dates.
    const started = performance.now();
    const exported = await fetch(`${api.url}/statistics/export`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-bench-case': 'export',
      },
      body: JSON.stringify({}),
    });
    const bytes = (await exported.arrayBuffer()).byteLength;
    if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
    const exportMs = performance.now() - started;

    api.child.send({ type: 'timings' });
    const [{ timings }] = (await once(api.child, 'message')) as [{ timings: Record<string, number[]> }];
    api.child.removeAllListeners('exit');
    api.child.send({ type: 'stop' });
    await once(api.child, 'exit');

    const results = cases.map((c, index) => {
      const server = (timings[String(index)] ?? []).sort((a, b) => a - b);
      const row = {
        name: c.name,
        count: counts[index] ?? 0,
        p50: percentile(server, 50),
        p95: percentile(server, 95),
      };
      console.log(
        `${row.name}: ${row.count} registrations, server p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms`,
      );
      return row;
    });
    console.log(`export: ${(bytes / 1024).toFixed(1)} KiB in ${exportMs.toFixed(0)} ms`);

    const worst = Math.max(0, ...results.map((r) => r.p95));
    const report = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${(await knex.raw('SHOW server_version')).rows[0].server_version} on loopback; ${sizes.registrations?.toLocaleString('en-US')} registrations, ${sizes.pays?.toLocaleString('en-US')} payments, ${sizes.refunds?.toLocaleString('en-US')} refunds, ${sizes.abstracts?.toLocaleString('en-US')} abstracts, ${ROWS.toLocaleString('en-US')} members and 200 sponsors over 120 days; ${RUNS} runs per case after ${WARMUP} warm-up runs, one request at a time. Load average when the run started: ${loadBefore} (a machine shared with other work).`,
      '',
      `Server time of the whole \`eventStatistics\` query (every figure of the page), measured in the API process (bench/lists-server.ts under tsx). Worst p95: **${worst.toFixed(1)} ms** (target ≤ ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : '**missed**'}). Excel export (all dates): ${exportMs.toFixed(0)} ms, ${(bytes / 1024).toFixed(1)} KiB.`,
      '',
      '| range | registrations counted | server p50 ms | server p95 ms |',
      '|---|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.count.toLocaleString('en-US')} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`,
      ),
    ].join('\n');
    writeBenchmarkSection('statistics', report, '## Event statistics');
    if (worst > TARGET_P95_MS) process.exitCode = 1;
  } finally {
    await database.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
