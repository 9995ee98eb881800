// How far public pages move while they load (issue 37, CLS ≤ 0.02): each page in both languages, at
// a phone's width and a desktop's, on a throttled connection (1.6 Mbps, 150 ms: fonts and scripts
// arrive after the first paint, as on a phone), from a cold cache; the layout shifts the page
// reports until 3 s after its load, summed, and the elements that moved most. Lighthouse measures
// only the phone; the desktop's wider menu moved the most (docs/decisions.md, "A page that does not
// move when its fonts arrive"). Usage: npm run build && npm run bench:layout-shift
// BENCH_PORT (8286) and BENCH_RUNS (3, the median is reported) override the defaults.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromium } from 'playwright';
import { startDemoServer, throttledPage, writeBenchmarkSection } from './shared.mjs';

const port = Number(process.env.BENCH_PORT ?? 8286);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/home', '/registrations/registration_korean', '/sponsorships/sponsor_apply', '/auth/signup'];
const WIDTHS = [412, 1350];
const TARGET = 0.02;

const koreanFont = (() => {
  try {
    const families = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).split(/[\n,]/);
    return families.find((f) => /Sans (?!Mono).*KR/.test(f)) ?? families.find(Boolean) ?? null;
  } catch {
    return null;
  }
})();

async function shiftsOf(browser, base, { path, locale, width }) {
  const { context, page } = await throttledPage(browser, base, {
    locale,
    context: { viewport: { width, height: 900 } },
    latencyMs: 150,
    downloadKbps: 1600,
    uploadKbps: 750,
  });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) => {
          const node = source.node?.nodeType === 1 ? source.node : source.node?.parentElement;
          return node
            ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 30)}"`
            : '?';
        });
        window.__shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const shifts = await page.evaluate(() => window.__shifts);
  await context.close();
  return shifts;
}

const { base, stop } = await startDemoServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
try {
  for (const path of PAGES)
    for (const locale of ['en', 'ko'])
      for (const width of WIDTHS) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const shifts = await shiftsOf(browser, base, { path, locale, width });
          runs.push({ cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts });
        }
        runs.sort((a, b) => a.cls - b.cls);
        const median = runs[Math.floor(runs.length / 2)];
        const largest = [...median.shifts].sort((a, b) => b.value - a.value)[0];
        rows.push({ path, locale, width, cls: median.cls, all: runs.map((r) => r.cls), largest });
        console.log(path, locale, width, median.cls.toFixed(4));
      }
} finally {
  await browser.close();
  stop();
}

const report = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average (1 min) ${os.loadavg()[0].toFixed(2)} at the end; Chromium, 1.6 Mbps / 150 ms, cold cache, median of ${RUNS} runs; Korean system font: ${koreanFont ?? 'none'}. Pages within ${TARGET}: **${rows.filter((r) => r.cls <= TARGET).length} of ${rows.length}**.`,
  '',
  '| page | lang | width | layout shift (runs) | largest shift: what moved |',
  '|---|---|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.locale} | ${r.width} | ${r.cls.toFixed(4)} (${r.all.map((v) => v.toFixed(4)).join(', ')}) | ${r.largest ? `${r.largest.value.toFixed(4)}: ${r.largest.moved.slice(0, 2).join(', ').replace(/\|/g, '/')}` : '–'} |`,
  ),
].join('\n');
writeBenchmarkSection('layout-shift', report, '### Layout shift while a page loads');
console.log(report);
