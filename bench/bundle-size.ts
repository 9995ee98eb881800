// Bundle-size report: the JavaScript Chromium actually fetches for /home and for the first
// admin page, per file, with gzip and brotli sizes (max compression, as a CDN would serve).
// Usage: npm run build && npm run bench:bundle   (starts the production server itself)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startDemoServer, writeBenchmarkSection } from './shared.mjs';

const repo = path.resolve(__dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const base = `http://127.0.0.1:${port}`;
const TARGET_HOME_BROTLI = 180 * 1024;

const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const brotli = (buf) =>
  zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => (n / 1024).toFixed(1);

async function measure(browser, pagePath, readySelector) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(base) || !/\.js(\?|$)/.test(url)) return;
    const body = await response.body().catch(() => null);
    if (body)
      files.push({ file: new URL(url).pathname, raw: body.length, gzip: gzip(body), brotli: brotli(body) });
  });
  await page.goto(`${base}${pagePath}`);
  await page.waitForSelector(readySelector, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  files.sort((a, b) => b.brotli - a.brotli);
  const total = files.reduce(
    (t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
  return { pagePath, files, total };
}

function table({ pagePath, files, total }) {
  const rows = files.map((f) => `| ${f.file} | ${kb(f.raw)} | ${kb(f.gzip)} | ${kb(f.brotli)} |`);
  return [
    `### ${pagePath}`,
    '',
    '| file | raw KB | gzip KB | brotli KB |',
    '|---|---:|---:|---:|',
    ...rows,
    `| **total (${files.length} files)** | **${kb(total.raw)}** | **${kb(total.gzip)}** | **${kb(total.brotli)}** |`,
    '',
  ].join('\n');
}

async function main() {
  const server = await startDemoServer(port);
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update'],
    });
    const home = await measure(browser, '/home', '[data-remote="public"]');
    const admin = await measure(browser, '/admin/login', '[data-remote="admin"]');
    await browser.close();

    const verdict = home.total.brotli <= TARGET_HOME_BROTLI ? 'meets' : 'misses';
    const report = [
      `## Bundle size (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version})`,
      '',
      `JavaScript fetched by Chromium, compressed here at max level. /home: **${kb(home.total.brotli)} KB brotli**, ${verdict} the 180 KB target.`,
      '',
      table(home),
      table(admin),
    ].join('\n');
    const out = path.join(repo, 'bench/out');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'bundle-size.md'), report);
    console.log(report);
    writeBenchmarkSection('bundle-size', report);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
