// A public page on a slow phone connection (issue 27 §4): 400 kbps down and up, 200 ms each way
// (400 ms round trip), 4× CPU slowdown, through Chromium's DevTools protocol
// (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate), a 390 px phone.
// Reports, per page and language: when the server-rendered text is readable (the page's heading
// painted), when a menu opens (the menu button, tried every 100 ms until its menu shows), and when
// the page is hydrated (the remote's root says data-ready). A fresh browser context per run
// (empty cache). Writes docs/benchmarks.md's slow-connection section.
// Usage: npm run build && npm run bench:slow-connection
// BENCH_RUNS (3), BENCH_PAGES (all), BENCH_BASE (a running server), BENCH_PORT (8284) and CHROMIUM_PATH (/usr/bin/chromium) override the defaults.
import os from 'node:os';
import { chromium } from 'playwright';
import { startDemoServer, throttledPage, writeBenchmarkSection } from './shared.mjs';

const port = Number(process.env.BENCH_PORT ?? 8284);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = [
  { path: '/home', locale: 'en' },
  { path: '/home', locale: 'ko' },
  { path: '/registrations/registration_korean', locale: 'ko' },
  { path: '/programs/program_glance', locale: 'ko' },
];
// BENCH_PAGES=/home limits the run to the pages starting so (comma-separated).
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const pages = only ? PAGES.filter((p) => only.some((prefix) => p.path.startsWith(prefix))) : PAGES;
const LATENCY_MS = 400; // round trip: 200 ms each way
const KBPS = 400;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function runOnce(browser, base, { path, locale }) {
  const { context, page } = await throttledPage(browser, base, {
    locale,
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    latencyMs: LATENCY_MS,
    downloadKbps: KBPS,
    uploadKbps: KBPS,
    cpuSlowdown: 4,
  });
  const start = Date.now();
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  // Readable: the heading of the page is painted (visible, fonts in).
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1, main h2');
      return Boolean(heading && heading.checkVisibility({ visibilityProperty: true }));
    },
    null,
    { polling: 50, timeout: 60_000 },
  );
  const readable = Date.now() - start;
  // Menus work: tap the menu button until the menu's links show (a tap the page ignores does nothing).
  let menu = null;
  while (menu === null && Date.now() - start < 60_000) {
    // The phone's menu is an HTML popover (docs/decisions.md, "The phone's menu before the scripts").
    const button = page
      .locator('header button[popovertarget="mobile-menu"]')
      .filter({ visible: true })
      .first();
    const shown = await page
      .locator('#mobile-menu')
      .evaluate((menu) => menu.matches(':popover-open'))
      .catch(() => false);
    if ((await button.count()) > 0 && !shown) await button.tap({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(100);
    const open = await page
      .locator('#mobile-menu a')
      .filter({ visible: true })
      .count()
      .catch(() => 0);
    if (open > 0) menu = Date.now() - start;
    else await page.waitForTimeout(100);
  }
  await page.waitForFunction(() => document.querySelector('[data-remote][data-ready]') !== null, null, {
    polling: 100,
    timeout: 90_000,
  });
  const takeover = Date.now() - start;
  // The menu opened stays open once the whole page is hydrated.
  const stillOpen = (await page.locator('#mobile-menu a').filter({ visible: true }).count()) > 0;
  await context.close();
  return { readable, menu: menu ?? Number.NaN, takeover, stillOpen };
}

// BENCH_BASE: a server already running instead of a fresh one.
const server = process.env.BENCH_BASE
  ? { base: process.env.BENCH_BASE, stop: () => undefined }
  : await startDemoServer(port);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const rows = [];
  for (const target of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(browser, server.base, target));
    const row = {
      ...target,
      readable: median(runs.map((r) => r.readable)),
      menu: median(runs.map((r) => r.menu)),
      takeover: median(runs.map((r) => r.takeover)),
      stillOpen: runs.every((r) => r.stillOpen),
    };
    rows.push(row);
    console.log(
      `${target.path} ${target.locale}: readable ${row.readable} ms, menu opens ${row.menu} ms, hydrated ${row.takeover} ms, menu still open then: ${row.stillOpen}`,
    );
  }
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} at the end; ${KBPS} kbps each way, ${LATENCY_MS / 2} ms each way, 4× CPU, 390 px phone, empty cache, median of ${RUNS}.`,
    '',
    '| page | lang | text readable | menu opens | page hydrated | menu opened stays open |',
    '|---|---|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.locale} | ${s(r.readable)} | ${s(r.menu)} | ${s(r.takeover)} | ${r.stillOpen ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
  console.log(report);
  if (!process.env.BENCH_NO_WRITE)
    writeBenchmarkSection('slow-connection', report, '## A slow phone connection (issue 27 §4)');
} finally {
  await browser.close();
  server.stop();
}
