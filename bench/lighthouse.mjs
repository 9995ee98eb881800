// Lighthouse on the public site (issue 11, "Speed and looks of the public site"): the production
// build (npm run build) on a fresh embedded database with the demo content (pages rendered by the
// server on request), Debian Chromium, Lighthouse's default mobile preset (simulated slow 4G, 4× CPU),
// each page 3 times in English and in Korean; the median run of each is reported and written to
// docs/benchmarks.md. Usage: npm run build && npm run bench:lighthouse
// BENCH_RUNS (3), BENCH_PORT (8283), BENCH_PAGES (all) and CHROMIUM_PATH (/usr/bin/chromium) override the defaults.
// Plain JavaScript run by node, not tsx: Lighthouse sends some of its own functions to the page as
// source text, and tsx's transform of them refers to a helper (__name) the page does not have.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer, writeBenchmarkSection } from './shared.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8283);
const base = `http://127.0.0.1:${port}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Issue 37's targets: performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 1.8 s, CLS ≤ 0.02, the others 100.
const TARGETS = { performance: 95, tbtMs: 150, lcpMs: 1800, cls: 0.02, otherCategories: 100 };
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LOCALE_COOKIE = 'congress2024_locale';

/**
 * A seeded demo post: the newest news or notice of the demo content (not a download-centre post:
 * its files are the download centre's).
 */
async function demoPostPath() {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ newsAndNotices(filter: { type_ne: [DOWNLOAD] }, start: 0, limit: 1) { rows { id } } }',
    }),
  });
  const id = (await response.json()).data?.newsAndNotices?.rows?.[0]?.id;
  if (!id) throw new Error('no demo post: is SEED_DEMO on?');
  return `/informations/bbsDetail/${id}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runOnce(chrome, url, locale) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The language cookie the language switch writes (English is the default without one).
      extraHeaders: { Cookie: `${LOCALE_COOKIE}=${locale}` },
    },
    undefined,
  );
  const { categories, audits } = result.lhr;
  // A run Lighthouse could not finish (a runtime error, no score) is not a measurement.
  if (result.lhr.runtimeError || categories.performance.score === null) return null;
  benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    si: audits['speed-index'].numericValue,
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    // What moved (bench/out/lighthouse.json only): the elements behind CLS, with their share.
    layoutShifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: item.score,
      node: item.node?.snippet ?? '',
      causes: (item.subItems?.items ?? []).map((cause) => cause.cause),
    })),
    warnings: result.lhr.runWarnings,
  };
}

/** Lighthouse's measure of the machine's speed at each run (higher is faster), stated with the figures. */
const benchmarkIndexes = [];

const server = await startDemoServer(port);

let chrome;
try {
  const all = [
    '/home',
    '/registrations/registration_korean',
    '/informations/news_notices',
    await demoPostPath(),
    // The programme pages, drawn from the demo's published programme (issue 28 §2).
    '/programs/program_glance',
    '/programs/program_scientific',
    '/programs/program_picforum',
    '/programs/social_program',
    '/programs/invited_speaker',
    // The pages with a form (issue 27).
    '/auth/login',
    '/auth/signup',
    '/auth/find',
    '/auth/confirm',
    '/sponsorships/sponsorForm',
  ];
  // BENCH_PAGES=/programs limits the run to the pages starting so (comma-separated).
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const pages = only ? all.filter((p) => only.some((prefix) => p.startsWith(prefix))) : all;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  for (const pagePath of pages)
    for (const locale of ['en', 'ko']) {
      const runs = [];
      for (let i = 0, failures = 0; i < RUNS;) {
        const run = await runOnce(chrome, `${base}${pagePath}`, locale);
        if (run) {
          runs.push(run);
          i += 1;
        } else if (++failures > 3) throw new Error(`${pagePath} (${locale}): Lighthouse failed 4 times`);
        else console.warn(`${pagePath} (${locale}): a run failed, running it again`);
      }
      // The median run by performance score (its metrics belong together); each metric's median too.
      const byScore = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      const row = {
        page: pagePath,
        locale,
        ...byScore,
        lcp: median(runs.map((r) => r.lcp)),
        cls: median(runs.map((r) => r.cls)),
        tbt: median(runs.map((r) => r.tbt)),
        fcp: median(runs.map((r) => r.fcp)),
        scores: runs.map((r) => r.performance),
      };
      rows.push(row);
      console.log(
        `${pagePath} ${locale}: perf ${row.performance} (${row.scores.join('/')}), LCP ${Math.round(row.lcp)} ms, CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbt)} ms, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}`,
      );
      for (const warning of byScore.warnings) console.warn(`  warning: ${warning}`);
    }

  const meets = (r) =>
    r.performance >= TARGETS.performance &&
    r.tbt <= TARGETS.tbtMs &&
    r.lcp <= TARGETS.lcpMs &&
    r.cls <= TARGETS.cls &&
    r.accessibility === 100 &&
    r.bestPractices === 100 &&
    r.seo === 100;
  const chromeVersion = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
  const lhVersion = JSON.parse(
    readFileSync(path.join(repo, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  // A Korean reader's device has a Korean font of its own, which stands in for Noto Sans KR while
  // its slices load (docs/decisions.md, "A page that does not move when its fonts arrive").
  const koreanFonts = (() => {
    try {
      return execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  })();
  if (!koreanFonts)
    console.warn(
      'No Korean system font (apt-get install -y fonts-noto-cjk): Korean pages are measured as no Korean reader sees them.',
    );
  const report = [
    `### Lighthouse (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Lighthouse ${lhVersion}, ${chromeVersion})`,
    '',
    `Load average of the machine at the end of the run (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} (other jobs share its 2 cores; Lighthouse multiplies the main-thread time it observes, so TBT grows with the load). Lighthouse's benchmarkIndex: median ${[...benchmarkIndexes].sort((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)] ?? '–'} (${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}) over ${benchmarkIndexes.length} runs.`,
    '',
    `Korean system font: ${koreanFonts ? (koreanFonts.split(/[\n,]/).find((f) => /Sans (?!Mono).*KR/.test(f)) ?? koreanFonts.split(/[\n,]/)[0]) : 'none (Korean pages measured as no Korean reader sees them)'}.`,
    '',
    `Mobile preset (simulated throttling), production server on a fresh embedded database with the demo content, median of ${RUNS} runs per page and language (performance: the median run; metrics: each metric's median). Pages meeting every target: **${rows.filter(meets).length} of ${rows.length}**.`,
    '',
    '| page | lang | performance (runs) | FCP | LCP | TBT | CLS | a11y | best practices | SEO | all targets |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.locale} | ${r.performance} (${r.scores.join(', ')}) | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${meets(r) ? 'met' : 'missed'} |`,
    ),
    '',
  ].join('\n');
  mkdirSync(path.join(repo, 'bench/out'), { recursive: true });
  writeFileSync(path.join(repo, 'bench/out/lighthouse.json'), JSON.stringify(rows, null, 2));
  console.log(report);
  // A run of some pages has a section of its own, beside the full run's.
  writeBenchmarkSection(
    only ? `lighthouse${only.map((prefix) => prefix.replace(/\W+/g, '-')).join('')}` : 'lighthouse',
    report,
    only ? `### Lighthouse, ${only.join(', ')} only` : undefined,
  );
} finally {
  await chrome?.kill();
  server.stop();
}
