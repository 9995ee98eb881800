// What every benchmark shares, in plain JavaScript so that bench/lighthouse.mjs (run by node, not
// tsx: Lighthouse sends some of its functions to the page as source text) can import it too;
// bench/support.ts re-exports it for the TypeScript benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes a benchmark's report between its markers (`<!-- key:start -->` … `<!-- key:end -->`) in
 * docs/benchmarks.md, or appends it (after `heading` when given) the first time.
 * @param {string} key
 * @param {string} report
 * @param {string} [heading]
 */
export function writeBenchmarkSection(key, report, heading) {
  const docPath = path.join(repo, 'docs/benchmarks.md');
  const doc = readFileSync(docPath, 'utf8');
  const marker = new RegExp(`<!-- ${key}:start -->[\\s\\S]*<!-- ${key}:end -->`);
  const section = `<!-- ${key}:start -->\n${report}\n<!-- ${key}:end -->`;
  writeFileSync(
    docPath,
    marker.test(doc)
      ? doc.replace(marker, () => section)
      : `${doc.trimEnd()}\n\n${heading ? `${heading}\n\n` : ''}${section}\n`,
  );
}

/**
 * The production bundle (api/dist/server.js, after `npm run build`) on 127.0.0.1:`port` with a
 * throw-away embedded database and the demo content, as `npm run quickstart` runs it; resolves
 * once /healthz answers (public pages are rendered on request from then on). `stop()` ends it and
 * removes its data folder.
 * @param {number} port
 * @param {Record<string, string>} [env] settings of this run (an organiser's login, say)
 * @returns {Promise<{ base: string, pid: number, stop: () => void }>}
 */
export async function startDemoServer(port, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'congress-bench-'));
  const server = spawn(process.execPath, [path.join(repo, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      PAYMENT_GATEWAY: 'emulator',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) break;
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { base, pid: server.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('the production server did not start: run npm run build first');
}

/**
 * A new page in its own browser context, with the language cookie of `locale` and the network
 * (and, when `cpuSlowdown` is given, the CPU) slowed as on a phone, through the DevTools protocol.
 * @param {import('playwright').Browser} browser
 * @param {string} base
 * @param {{ locale: string, context?: import('playwright').BrowserContextOptions, latencyMs: number, downloadKbps: number, uploadKbps: number, cpuSlowdown?: number }} options
 */
export async function throttledPage(browser, base, options) {
  const context = await browser.newContext(options.context);
  await context.addCookies([{ name: 'congress2024_locale', value: options.locale, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: options.latencyMs,
    downloadThroughput: (options.downloadKbps * 1000) / 8,
    uploadThroughput: (options.uploadKbps * 1000) / 8,
  });
  if (options.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  return { context, page };
}
