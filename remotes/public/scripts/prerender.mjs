// Prerenders the public site into the public remote's build output (docs/decisions.md,
// "Prerendered public pages"): starts the production server on a temporary port and a fresh
// embedded database with the demo content, serving THIS build of the public remote, opens each
// public page in Chromium in English and in Korean, and writes what the visitor's browser shows
// (the page's markup, the CSS rules it uses, its title and description) to
// <out>/prerendered/<locale>/<path>.json. The API's static server puts it into the host's
// index.html at request time, so redeploying the public remote's dist/ refreshes its pages.
//
// Usage (after the API, the host and this remote are built):
//   node scripts/prerender.mjs [--out <dist dir>] [--only /home,/informations/news_notices]
// Without Chromium (CHROMIUM_PATH, default /usr/bin/chromium) it warns and prerenders nothing:
// the site then works as before, rendered by JavaScript only.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import subsetFont from 'subset-font';

const remoteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(remoteDir, '../..');
const { values: args } = parseArgs({
  options: { out: { type: 'string' }, only: { type: 'string' } },
});
const outDir = path.resolve(args.out ?? path.join(remoteDir, 'dist'));
const only = args.only ? new Set(args.only.split(',')) : null;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOCALES = ['en', 'ko'];
const LOCALE_STORAGE_KEY = 'congress2024.locale';
/** Below this width the header is the mobile one (BREAKPOINTS.md of @congress/domain). */
const MOBILE_BELOW = 749;
const started = Date.now();

function fail(message) {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

if (!existsSync(chromiumPath)) {
  console.warn(`prerender: no Chromium at ${chromiumPath}; public pages are not prerendered.`);
  process.exit(0);
}
for (const file of [path.join(outDir, 'routes.json'), path.join(repo, 'api/dist/server.js')])
  if (!existsSync(file)) fail(`${file} is missing: build the API, the host and the public remote first`);

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'congress-prerender-'));
// Written beside the live folder and swapped in at the end: the running site never reads half.
const staging = path.join(outDir, `prerendered.tmp-${process.pid}`);
const target = path.join(outDir, 'prerendered');

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
    STATIC_DIR_PUBLIC: outDir,
    // The server must not answer with an older prerendered copy while we snapshot.
    PRERENDER: 'off',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverExit = new Promise((resolve) => server.once('exit', resolve));

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) fail('the server stopped before it was ready');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail('the server did not start in 60 s');
}

/** The public pages: public access, no catch-all; a post page per demo post. */
async function pagePaths() {
  const table = JSON.parse(readFileSync(path.join(outDir, 'routes.json'), 'utf8'));
  const paths = table.routes
    .filter((r) => r.access === 'public' && !r.path.includes('*') && !r.path.includes(':'))
    .map((r) => r.path);
  if (table.routes.some((r) => r.path === '/informations/bbsDetail/:bbsId')) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ newsAndNotices(start: 0, limit: 100) { rows { id } } }' }),
    });
    const body = await response.json();
    for (const row of body.data?.newsAndNotices?.rows ?? []) paths.push(`/informations/bbsDetail/${row.id}`);
  }
  return only ? paths.filter((p) => only.has(p)) : paths;
}

// Runs in the page: the app has rendered the remote's page and nothing waits for data (the same
// test as the host's takeover, hosts/shell/src/prerender/takeover.ts).
const READY = () => {
  const root = document.getElementById('root');
  return Boolean(root?.querySelector('main [data-remote] > *')) && !root.querySelector('[aria-busy="true"]');
};

const twoFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));

async function snapshot(page, pagePath) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const fonts = new Set();
  let graphqlInFlight = 0;
  const onRequest = (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlInFlight += 1;
  };
  const onDone = (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlInFlight -= 1;
    if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const response = await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${pagePath}: HTTP ${response?.status()}`);
  // Ready, with no query waiting for its answer, twice a few frames apart.
  for (let calm = 0; calm < 2;) {
    await page.waitForFunction(READY, null, { timeout: 30_000 });
    await page.evaluate(twoFrames);
    await page.waitForTimeout(50);
    calm = graphqlInFlight === 0 && (await page.evaluate(READY)) ? calm + 1 : 0;
  }
  await page.evaluate(() => document.fonts.ready);
  const desktop = await page.evaluate(() => {
    const header = document.querySelector('#root main')?.parentElement?.querySelector(':scope > header');
    return header?.outerHTML ?? null;
  });
  // The header differs below the mobile breakpoint (a menu button instead of the menus).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() =>
    Boolean(document.querySelector('#root header [aria-controls="mobile-menu"]')),
  );
  await page.evaluate(twoFrames);
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.evaluate(
    ({ desktopHeader, origin, mobileBelow, usedFonts }) => {
      // A form typed into before the app runs would lose its input at the takeover: such pages
      // are left to the app. A search box (a field or two) is prerendered, read-only until then.
      const live = document.querySelector('#root main');
      if (
        live.querySelector(
          ':is(textarea, input[type="password"], input[type="file"], input[type="email"])',
        ) ||
        live.querySelectorAll(':is(input, select)').length > 2
      )
        return null;
      const root = document.getElementById('root').cloneNode(true);
      root
        .querySelectorAll('[data-prerender="skip"], [role="progressbar"], script, noscript')
        .forEach((node) => node.remove());
      // Not the app: tests and deployment checks look for these on the app's own tree.
      root.querySelectorAll('[data-remote]').forEach((node) => {
        node.removeAttribute('data-remote');
        node.removeAttribute('data-build');
      });
      // Typing into a copy would be lost at the takeover (a button's click is replayed by the host).
      root.querySelectorAll('input').forEach((node) => node.setAttribute('readonly', ''));
      const header = root.querySelector('main')?.parentElement?.querySelector(':scope > header');
      if (header && desktopHeader) {
        const both = document.createElement('template');
        both.innerHTML =
          `<div class="prerendered-desktop">${desktopHeader}</div>` +
          `<div class="prerendered-mobile">${header.outerHTML}</div>`;
        header.replaceWith(both.content);
      }
      const rules = [];
      for (const sheet of document.styleSheets) {
        try {
          for (const rule of sheet.cssRules) {
            // Only the font files this page's text uses (the Korean font alone has ~240 faces);
            // the app brings the whole set when it takes over.
            if (rule instanceof CSSFontFaceRule && !usedFonts.some((font) => rule.cssText.includes(font)))
              continue;
            // The page's text waits for its (preloaded) font, a short invisible moment, instead of
            // being drawn in a fallback first: Korean would show empty boxes on a computer without a
            // Korean font, and text that changes font changes size (a shift, a later largest paint).
            rules.push(
              rule instanceof CSSFontFaceRule
                ? rule.cssText.replace(/font-display:\s*swap/, 'font-display: block')
                : rule.cssText,
            );
          }
        } catch {
          /* a cross-origin sheet: none here */
        }
      }
      rules.push(
        '.prerendered-desktop,.prerendered-mobile{display:contents}',
        `@media (max-width:${mobileBelow - 1}px){.prerendered-desktop{display:none}}`,
        `@media (min-width:${mobileBelow}px){.prerendered-mobile{display:none}}`,
      );
      const local = (text) => text.split(origin).join('');
      // Every character the copy can draw (hidden menus included), for its font subsets.
      // Text that is not in the markup: generated content, fields' values and placeholders, list
      // numbers; text-transform may change a letter's case.
      const generated = [...document.querySelectorAll('#root *')].flatMap((node) =>
        ['::before', '::after'].map(
          (pseudo) => /^"(.*)"$/.exec(getComputedStyle(node, pseudo).content)?.[1] ?? '',
        ),
      );
      const fields = [...root.querySelectorAll('input, textarea')].map((n) => `${n.value}${n.placeholder}`);
      const drawn = [root.textContent, ...generated, ...fields, ' 0123456789.'].join('');
      const drawnText = [...new Set(drawn + drawn.toUpperCase() + drawn.toLowerCase())].join('');
      const postId = /^\/informations\/bbsDetail\/(\d+)$/.exec(location.pathname)?.[1];
      return {
        post: postId
          ? { id: postId, title: document.querySelector('#root main h1')?.textContent ?? '' }
          : undefined,
        lang: document.documentElement.lang || null,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        css: local(rules.join('\n')),
        text: drawnText,
        html: local(root.innerHTML),
      };
    },
    { desktopHeader: desktop, origin: base, mobileBelow: MOBILE_BELOW, usedFonts: [...fonts] },
  );
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  if (!shot) return null;
  // The fonts its text uses, for the server to preload: text drawn first in a fallback font and
  // then in the webfont would move (the header's title wraps differently). Each is cut down to the
  // characters of this page (a quarter of the bytes or less) before the page's first paint.
  const { text, ...copy } = shot;
  return withFontSubsets({ ...copy, fonts: [...fonts].sort() }, text);
}

/**
 * The page's font files cut down to its own characters (docs/decisions.md, "Prerendered public
 * pages": fonts), written to <staging>/fonts/ and served from /remotes/public/prerendered/fonts/.
 * A subset replaces the face it comes from, with exactly its characters as unicode-range: the copy
 * draws nothing else (its hidden menus' text is in it too). The subset faces go into `fontCss`, a
 * style element of their own that stays after the app's styles once it takes over
 * (api/src/http/prerendered.ts): the browser uses the last face declared for a character, so the
 * full files the app declares are not fetched again for the same text.
 */
const subsetCache = new Map();
async function withFontSubsets(page, text) {
  let css = page.css;
  const fontCss = [];
  const preload = [];
  for (const font of page.fonts) {
    const rule = page.css
      .split('\n')
      .find((line) => line.startsWith('@font-face') && line.includes(`url("${font}")`));
    const range = rule && /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
    const inRange = range ? codepointTest(range) : () => true;
    const chars = [...text].filter((ch) => ch >= ' ' && inRange(ch.codePointAt(0))).sort();
    if (!rule || chars.length === 0) {
      preload.push(font);
      continue;
    }
    const key = `${font}\n${chars.join('')}`;
    if (!subsetCache.has(key))
      subsetCache.set(
        key,
        (async () => {
          const source = Buffer.from(await (await fetch(`${base}${font}`)).arrayBuffer());
          const data = await subsetFont(source, chars.join(''), { targetFormat: 'woff2' });
          const name = `${path.basename(font).replace(/\.[0-9a-f]{8}\.woff2$/, '')}.${createHash('sha256').update(data).digest('hex').slice(0, 8)}.woff2`;
          mkdirSync(path.join(staging, 'fonts'), { recursive: true });
          writeFileSync(path.join(staging, 'fonts', name), data);
          return `/remotes/public/prerendered/fonts/${name}`;
        })(),
      );
    const url = await subsetCache.get(key);
    css = css.replace(`${rule}\n`, '');
    fontCss.push(
      rule
        .replace(`url("${font}")`, `url("${url}")`)
        .replace(/\s*unicode-range:[^;]+;/, '')
        .replace(/\s*}$/, ` unicode-range: ${unicodeRange(chars)}; }`),
    );
    preload.push(url);
  }
  return { ...page, css, fonts: preload, fontCss: fontCss.join('\n') };
}

/** `U+41, U+61-7A` → a test of a code point. */
function codepointTest(range) {
  const spans = range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
  return (cp) => spans.some(([from, to]) => cp >= from && cp <= to);
}

/** Characters → the shortest unicode-range listing exactly them. */
function unicodeRange(chars) {
  const points = [...new Set(chars.map((ch) => ch.codePointAt(0)))].sort((a, b) => a - b);
  const spans = [];
  for (const cp of points) {
    const last = spans.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else spans.push([cp, cp]);
  }
  return spans
    .map(([from, to]) =>
      from === to ? `U+${from.toString(16)}` : `U+${from.toString(16)}-${to.toString(16)}`,
    )
    .join(', ');
}

let browser;
let count = 0;
const skipped = new Set();
try {
  await waitForServer();
  const paths = await pagePaths();
  const build = JSON.parse(readFileSync(path.join(outDir, 'routes.json'), 'utf8')).build ?? null;
  rmSync(staging, { recursive: true, force: true });
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // A few pages at a time: most of a snapshot is waiting for the server and the remote's chunks.
  const jobs = LOCALES.flatMap((locale) => paths.map((pagePath) => ({ locale, pagePath })));
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const { locale, pagePath } = job;
      // A fresh context per page: nothing cached, so every font the page uses is seen loading.
      const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US' });
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [LOCALE_STORAGE_KEY, locale],
      );
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const shot = await snapshot(page, pagePath);
      await context.close();
      if (errors.length) throw new Error(`${pagePath} (${locale}): ${errors.join('; ')}`);
      if (!shot) {
        skipped.add(pagePath);
        continue;
      }
      const file = path.join(staging, locale, `${pagePath}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ path: pagePath, locale, build, ...shot }));
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: Number(process.env.PRERENDER_CONCURRENCY ?? 3) }, worker));
  writeFileSync(
    path.join(staging, 'manifest.json'),
    JSON.stringify(
      { build, locales: LOCALES, paths, withForms: [...skipped], createdAt: new Date().toISOString() },
      null,
      2,
    ),
  );
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  console.log(
    `prerender: ${count} pages into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (skipped.size ? ` (pages with a form left to the app: ${[...skipped].join(', ')})` : ''),
  );
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await serverExit;
  rmSync(dataDir, { recursive: true, force: true });
}
