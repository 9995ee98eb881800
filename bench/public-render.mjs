// The public pages' server render (issue 37, docs/decisions.md "One renderer"): the production build
// on a fresh embedded database with the demo content. 50 readers at once ask for a page an organiser
// has just changed, for pages never asked for before (each address once: a query string of its own:
// a render each) and for pages that are kept; latencies p50/p95,
// the server's memory (RSS, render worker included) before and after. Meanwhile an organiser posts a
// notice: the time until the news page's HTML holds it, under that load.
// Usage: npm run build && npm run bench:public-render   (BENCH_PORT 8285, BENCH_SECONDS 15)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoServer, writeBenchmarkSection } from './shared.mjs';

const port = Number(process.env.BENCH_PORT ?? 8285);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const READERS = 50;
const ORGANISER = { email: 'bench.render@example.org', password: 'BenchOrganiser2024' };
const PAGES = [
  '/home',
  '/introductions/overview',
  '/informations/news_notices',
  '/registrations/registration_korean',
  '/programs/program_glance',
  '/auth/signup',
];

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function load(base, pathOf) {
  const latencies = [];
  let errors = 0;
  let n = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async (_, reader) => {
      while (Date.now() < until) {
        const i = n++;
        const locale = (i + reader) % 2 ? 'ko' : 'en';
        const started = performance.now();
        const res = await fetch(`${base}${pathOf(i)}`, {
          headers: { accept: 'text/html', cookie: `congress2024_locale=${locale}` },
        }).catch(() => null);
        const text = res ? await res.text() : '';
        if (!res?.ok || !text.includes('id="page-state"')) errors += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

async function gql(base, query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function organiserToken(base) {
  const { login } = await gql(
    base,
    'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt } }',
    { identifier: ORGANISER.email, password: ORGANISER.password },
  );
  return login.jwt;
}

const postNotice = (base, token, title) =>
  gql(
    base,
    'mutation ($i: NewsAndNoticeInput!) { createNewsAndNotice(input: $i) { id } }',
    { i: { title, type: 'NOTICE', content: '<p>Every 20 minutes.</p>' } },
    token,
  );

/** An organiser posts a notice during the load: milliseconds until the news page's HTML holds it. */
async function freshness(base, token) {
  const title = `Shuttle bus ${Date.now()}`;
  const started = performance.now();
  await postNotice(base, token, title);
  for (;;) {
    const html = await (
      await fetch(`${base}/informations/news_notices`, { headers: { accept: 'text/html' } })
    ).text();
    if (html.includes(title)) return performance.now() - started;
  }
}

/**
 * A page an organiser has just changed, asked for by 50 readers at once (one render serves them):
 * rounds of a change, then the readers, for SECONDS.
 */
async function justChanged(base, token) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  for (let round = 0; Date.now() < until; round += 1) {
    await postNotice(base, token, `Round ${round}`);
    const path = PAGES[round % PAGES.length];
    await Promise.all(
      Array.from({ length: READERS }, async (_, reader) => {
        const started = performance.now();
        const res = await fetch(`${base}${path}`, {
          headers: { accept: 'text/html', cookie: `congress2024_locale=${reader % 2 ? 'ko' : 'en'}` },
        }).catch(() => null);
        const text = res ? await res.text() : '';
        if (!res?.ok || !text.includes('id="page-state"')) errors += 1;
        latencies.push(performance.now() - started);
      }),
    );
  }
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/**
 * Kept pages with wrk (Debian's `wrk`, a load generator written in C) when it is installed: the
 * Node client above spends as much CPU per request as the server does for a kept page, on the same
 * two cores, and its figure is mostly its own. The same pages and languages, 50 connections.
 */
function keptWithWrk(base) {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk prints its version and exits 1; only a missing program is a reason to skip.
    if (error.code === 'ENOENT') return null;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'pages.lua');
  writeFileSync(
    script,
    `local pages = { ${PAGES.map((page) => `"${page}"`).join(', ')} }
local i = 0
request = function()
  i = i + 1
  local locale = (i % 2 == 0) and "ko" or "en"
  return wrk.format("GET", pages[(i % #pages) + 1], {
    ["Accept"] = "text/html", ["Accept-Encoding"] = "br", ["Cookie"] = "congress2024_locale=" .. locale })
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d %.3f %.3f %.3f\\n", summary.requests,
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.duration, latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
`,
  );
  try {
    const out = execFileSync('wrk', ['-t1', '-c50', `-d${SECONDS}s`, '-s', script, base], {
      encoding: 'utf8',
    });
    const [requests, errors, durationUs, p50, p95, p99] = /RESULT (.*)/.exec(out)[1].split(' ').map(Number);
    return { requests, errors, rate: requests / (durationUs / 1e6), p50, p95, p99 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const server = await startDemoServer(port, {
  ADMIN_EMAIL: ORGANISER.email,
  ADMIN_PASSWORD: ORGANISER.password,
});
try {
  const loadBefore = os.loadavg()[0];
  const rssStart = rssMb(server.pid);
  // Every page once, so the worker and its modules are in (a cold start's first request renders too).
  for (const path of PAGES) await fetch(`${server.base}${path}`, { headers: { accept: 'text/html' } });
  const token = await organiserToken(server.base);
  const changed = await justChanged(server.base, token);
  const [uncached, posted] = await Promise.all([
    load(server.base, (i) => `${PAGES[i % PAGES.length]}?bench=${i}`),
    new Promise((resolve) => setTimeout(resolve, 3000)).then(() => freshness(server.base, token)),
  ]);
  const rssAfterUncached = rssMb(server.pid);
  const cached = await load(server.base, (i) => PAGES[i % PAGES.length]);
  const wrk = keptWithWrk(server.base);
  const rssEnd = rssMb(server.pid);
  const f = (ms) => `${Math.round(ms)} ms`;
  const report = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average (1 min) ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after; ${READERS} readers at once for ${SECONDS} s each, English and Korean; the production build, embedded database, demo content.`,
    '',
    '| pages | requests | errors | p50 | p95 |',
    '|---|---:|---:|---:|---:|',
    `| just changed by an organiser (50 readers, one render) | ${changed.requests} | ${changed.errors} | ${f(changed.p50)} | ${f(changed.p95)} |`,
    `| every address new (a query string each: a render each) | ${uncached.requests} | ${uncached.errors} | ${f(uncached.p50)} | ${f(uncached.p95)} |`,
    `| kept (same content version) | ${cached.requests} | ${cached.errors} | ${f(cached.p50)} | ${f(cached.p95)} |`,
    '',
    wrk
      ? `Kept pages with wrk (1 thread, 50 connections, the same pages and languages, brotli): ${wrk.requests} requests, ${wrk.errors} errors, ${Math.round(wrk.rate)} pages/s, p50 ${wrk.p50.toFixed(1)} ms, p95 ${wrk.p95.toFixed(1)} ms, p99 ${wrk.p99.toFixed(1)} ms. The Node client's own CPU is most of the figure in the table's last row.`
      : 'Kept pages with wrk: not measured (wrk is not installed: apt-get install wrk).',
    '',
    `Server memory (RSS, render worker included): ${rssStart} MB at start, ${rssAfterUncached} MB after the uncached load, ${rssEnd} MB at the end. An organiser's notice, posted during the uncached load, was in the news page's HTML ${f(posted)} after the mutation was sent (its answer included).`,
  ].join('\n');
  console.log(report);
  if (!process.env.BENCH_NO_WRITE)
    writeBenchmarkSection('public-render', report, '## Public pages rendered on the server (issue 37)');
} finally {
  server.stop();
}
