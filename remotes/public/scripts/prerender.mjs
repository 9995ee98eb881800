// Snapshots public pages of a running server (docs/decisions.md, "Public pages follow the data"):
// opens each page in Chromium in English and in Korean, as an anonymous visitor, and writes what
// the browser shows (the page's markup, the CSS rules it uses, its title and description, its
// font files cut down to its characters) to <out>/<locale>/<path>.json and <out>/fonts/. The API
// runs it (api/src/prerender/refresher.ts) against itself at start, after a redeploy of the public
// remote and after each change an organiser makes to what a page shows; the snapshot logic lives
// here, with the remote whose markup it knows (its header, its ready state).
//
// Usage: node scripts/prerender.mjs --base <server URL> --out <dir> --build <public build id>
//          --only /home,/informations/news_notices [--fonts-url /prerendered/fonts]
// The server sends no prerendered copy to requests that carry PRERENDER_SNAPSHOT_TOKEN (env) in
// the x-prerender-snapshot header: a snapshot is always of the app's own rendering.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import subsetFont from 'subset-font';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    out: { type: 'string' },
    build: { type: 'string' },
    only: { type: 'string' },
    'fonts-url': { type: 'string', default: '/prerendered/fonts' },
  },
});
if (!args.base || !args.out || !args.only) {
  console.error('prerender: --base, --out and --only are required');
  process.exit(2);
}
const base = args.base.replace(/\/+$/, '');
const outDir = path.resolve(args.out);
const build = args.build ?? null;
const paths = args.only.split(',').filter(Boolean);
const fontsUrl = args['fonts-url'].replace(/\/+$/, '');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const snapshotToken = process.env.PRERENDER_SNAPSHOT_TOKEN ?? '';
const LOCALES = ['en', 'ko'];
const LOCALE_STORAGE_KEY = 'congress2024.locale';
/** Below this width the header is the mobile one (BREAKPOINTS.md of @congress/domain). */
const MOBILE_BELOW = 749;
const started = Date.now();

/** Writes a file whole or not at all: the server never reads half of one. */
function writeWhole(file, data) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.tmp-${process.pid}`;
  writeFileSync(partial, data);
  renameSync(partial, file);
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
  // The phone's menu, opened, so that the copy can open it before the app has taken over (the
  // page's loader toggles it: api/src/http/prerendered.ts); closed again for the snapshot.
  const menuButton = page.locator('#root header [aria-controls="mobile-menu"]');
  await menuButton.click();
  await page.waitForFunction(() => Boolean(document.querySelector('#root #mobile-menu')));
  const mobileOpenHeader = await page.evaluate(() => {
    const header = document.querySelector('#root header:has([aria-controls="mobile-menu"])');
    const button = header?.querySelector('[aria-controls="mobile-menu"]');
    return header && button
      ? { parts: [...header.children].slice(1).map((part) => part.outerHTML), glyph: button.textContent }
      : null;
  });
  await menuButton.click();
  await page.waitForFunction(() => !document.querySelector('#root #mobile-menu'));
  await page.evaluate(twoFrames);
  const shot = await page.evaluate(
    ({ desktopHeader, mobileOpenHeader, origin, mobileBelow, usedFonts }) => {
      const live = document.getElementById('root');
      const root = live.cloneNode(true);
      // A field's state as drawn becomes its markup (React sets a select's choice, a checkbox and a
      // text as properties): the copy shows it, and its default* properties are what the takeover
      // compares with to find what the reader changed. Never a password.
      const copies = root.querySelectorAll('input, select, textarea');
      live.querySelectorAll('input, select, textarea').forEach((field, i) => {
        const copy = copies[i];
        if (field instanceof HTMLSelectElement)
          [...field.options].forEach((option, j) =>
            copy.options[j]?.toggleAttribute('selected', option.selected),
          );
        else if (field.type === 'checkbox' || field.type === 'radio')
          copy.toggleAttribute('checked', field.checked);
        else if (field instanceof HTMLTextAreaElement) copy.textContent = field.value;
        else if (field.type !== 'password' && field.type !== 'file') copy.setAttribute('value', field.value);
      });
      // Something the copy leaves out (the home page's popups): the app starts once the page is
      // drawn, not on the reader's first move (api/src/http/prerendered.ts).
      const appNow = Boolean(root.querySelector('[data-prerender="skip"]'));
      root
        .querySelectorAll('[data-prerender="skip"], [role="progressbar"], script, noscript')
        .forEach((node) => node.remove());
      // Not the app: tests and deployment checks look for these on the app's own tree.
      root.querySelectorAll('[data-remote]').forEach((node) => {
        node.removeAttribute('data-remote');
        node.removeAttribute('data-build');
      });
      // What is typed or chosen in a field of the copy is carried over at the takeover when the
      // field has a name or an id to find its twin by (the host copies it, hosts/shell/src/prerender/
      // takeover.ts); any other field is read-only there. A file cannot be carried over, nor a
      // rich-text box's content: those wait for the app. The copy's forms do not submit themselves
      // (the page's loader, api/src/http/prerendered.ts): their submit button is pressed again on
      // the app's form once it is there, unless a form says method="get" (a search box).
      root
        .querySelectorAll(':is(input, textarea):not([name]):not([id])')
        .forEach((node) => node.setAttribute('readonly', ''));
      root
        .querySelectorAll('select:not([name]):not([id]), input[type="file"]')
        .forEach((node) => node.setAttribute('disabled', ''));
      root
        .querySelectorAll('[contenteditable]')
        .forEach((node) => node.setAttribute('contenteditable', 'false'));
      const header = root.querySelector('main')?.parentElement?.querySelector(':scope > header');
      if (header && desktopHeader) {
        // The open menu's parts (its account links and sections), hidden until its button opens them.
        const button = header.querySelector('[aria-controls="mobile-menu"]');
        if (button && mobileOpenHeader) {
          button.setAttribute('data-open-glyph', mobileOpenHeader.glyph);
          const parts = document.createElement('template');
          parts.innerHTML = mobileOpenHeader.parts.join('');
          for (const part of parts.content.children) part.setAttribute('hidden', '');
          header.append(parts.content);
        }
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
        // The phone menu's parts stay hidden until opened, whatever display their own rules give.
        '#prerendered [hidden]{display:none!important}',
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
      const drawn = [
        root.textContent,
        mobileOpenHeader?.glyph ?? '',
        ...generated,
        ...fields,
        ' 0123456789.',
      ].join('');
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
        appNow,
      };
    },
    {
      desktopHeader: desktop,
      mobileOpenHeader,
      origin: base,
      mobileBelow: MOBILE_BELOW,
      usedFonts: [...fonts],
    },
  );
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  // The fonts its text uses, for the server to preload: text drawn first in a fallback font and
  // then in the webfont would move (the header's title wraps differently). Each is cut down to the
  // characters of this page (a quarter of the bytes or less) before the page's first paint.
  const { text, ...copy } = shot;
  return withFontSubsets({ ...copy, fonts: [...fonts].sort() }, text);
}

/**
 * The page's font files cut down to its own characters (docs/decisions.md, "Prerendered public
 * pages": fonts), written to <out>/fonts/ and served from --fonts-url.
 * A subset replaces the faces it comes from, with exactly its characters as unicode-range: the copy
 * draws nothing else (its hidden menus' text is in it too). The subset faces go into `fontCss`, a
 * style element of their own that stays after the app's styles once it takes over
 * (api/src/http/prerendered.ts): the browser uses the last face declared for a character, so the
 * full files the app declares are not fetched again for the same text.
 * The Korean font comes to the app in ~120 slices per weight; a Korean page's text touches 10–25 of
 * them. Its subsets are cut from the whole font instead (wholeFontFile), one file per weight: a
 * Korean page loaded 23 font files, each a request on a phone's connection and a face the browser
 * lays the text out against.
 */
const subsetCache = new Map();
async function withFontSubsets(page, text) {
  let css = page.css;
  const preload = [];
  // One subset per whole font (all the slices of a weight) or per slice file.
  const subsets = new Map();
  for (const font of page.fonts) {
    const rule = page.css
      .split('\n')
      .find((line) => line.startsWith('@font-face') && line.includes(`url("${font}")`));
    const range = rule && /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
    const inRange = range ? codepointTest(range) : () => true;
    const chars = [...text].filter((ch) => ch >= ' ' && inRange(ch.codePointAt(0)));
    if (!rule || chars.length === 0) {
      preload.push(font);
      continue;
    }
    css = css.replace(`${rule}\n`, '');
    const whole = wholeFontFile(rule);
    const subset = subsets.get(whole?.file ?? font) ?? { font, rule, whole, chars: new Set() };
    for (const ch of chars) subset.chars.add(ch);
    subsets.set(whole?.file ?? font, subset);
  }
  const fontCss = [];
  for (const { font, rule, whole, chars: charSet } of subsets.values()) {
    const chars = [...charSet].sort();
    const key = `${whole?.file ?? font}\n${chars.join('')}`;
    if (!subsetCache.has(key))
      subsetCache.set(
        key,
        (async () => {
          // The subset of a font file for a set of characters is made once: a page taken again
          // with the same text reuses it (the same name: the hash of the file and its characters).
          const stem = whole?.name ?? path.basename(font).replace(/\.[0-9a-f]{8}\.woff2$/, '');
          const file = `${stem}.${createHash('sha256').update(key).digest('hex').slice(0, 8)}.woff2`;
          const target = path.join(outDir, 'fonts', file);
          if (!existsSync(target)) {
            const data = whole
              ? await readWholeFont(whole.file)
              : Buffer.from(await (await fetch(`${base}${font}`)).arrayBuffer());
            writeWhole(target, await subsetFont(data, chars.join(''), { targetFormat: 'woff2' }));
          }
          return `${fontsUrl}/${file}`;
        })(),
      );
    const url = await subsetCache.get(key);
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

const require = createRequire(import.meta.url);
const WEIGHT_NAMES = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
};
/**
 * The whole font file of a sliced face, when there is one: Noto Sans KR (the app's slices are
 * @fontsource/noto-sans-kr's, cut from the same Google Fonts release as these files: version
 * 2.004, the same metrics and advances), upright, by weight. Its subsets are named as the app's
 * slices are (noto-sans-kr-400-normal…), without a slice number.
 */
function wholeFontFile(rule) {
  if (!/font-family:\s*"Noto Sans KR"/.test(rule) || /font-style:\s*italic/.test(rule)) return null;
  const weight = /font-weight:\s*(\d+)/.exec(rule)?.[1];
  const weightName = WEIGHT_NAMES[weight];
  if (!weightName) return null;
  const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-kr/package.json'));
  return {
    file: path.join(dir, `${weight}${weightName}`, `NotoSansKR_${weight}${weightName}.ttf`),
    name: `noto-sans-kr-${weight}-normal`,
  };
}

/** The whole fonts are 6 MB each: read once per run. */
const wholeFonts = new Map();
function readWholeFont(file) {
  if (!wholeFonts.has(file)) wholeFonts.set(file, readFile(file));
  return wholeFonts.get(file);
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
const failed = [];
try {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // One browser context per language, its pages one after the other: the app's scripts come from
  // its cache and are compiled once (a fresh context per page took 10–25 % longer). A font
  // from the cache still shows as a request of the page, so each page's fonts are still known.
  const contexts = new Map();
  const contextOf = (locale) => {
    if (!contexts.has(locale))
      contexts.set(
        locale,
        (async () => {
          const context = await browser.newContext({
            locale: locale === 'ko' ? 'ko-KR' : 'en-US',
            extraHTTPHeaders: { 'x-prerender-snapshot': snapshotToken },
          });
          await context.addInitScript(
            ([key, value]) => localStorage.setItem(key, value),
            [LOCALE_STORAGE_KEY, locale],
          );
          return context;
        })(),
      );
    return contexts.get(locale);
  };
  // A few pages at a time: most of a snapshot is waiting for the server and the remote's chunks.
  const jobs = paths.flatMap((pagePath) => LOCALES.map((locale) => ({ locale, pagePath })));
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const { locale, pagePath } = job;
      // A programme day (`?day=`) is a file of its own (api/src/http/prerendered.ts, prerenderedFile).
      const file = path.join(
        outDir,
        locale,
        `${pagePath.replace(/\?day=(\d{4}-\d{2}-\d{2})$/, '~day-$1')}.json`,
      );
      const page = await (await contextOf(locale)).newPage();
      try {
        // A snapshot writes nothing (a post's page counts a reader's view): its mutations are
        // answered here and never reach the server.
        await page.route('**/graphql', (route) => {
          let body = null;
          try {
            body = route.request().postDataJSON();
          } catch {
            /* not JSON: a query by GET */
          }
          return /^\s*mutation\b/.test(body?.query ?? '')
            ? route.fulfill({
                json: { errors: [{ message: 'Nothing is written while a page is snapshotted.' }] },
              })
            : route.continue();
        });
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // Begun now: what the server has committed by now is in it (http/static.ts compares).
        const takenAt = Date.now();
        const shot = await snapshot(page, pagePath);
        if (errors.length) throw new Error(errors.join('; '));
        writeWhole(file, JSON.stringify({ path: pagePath, locale, build, takenAt, ...shot }));
        count += 1;
      } catch (error) {
        // One page that fails is left to the app; the others are still taken.
        rmSync(file, { force: true });
        failed.push(`${pagePath} (${locale}): ${error instanceof Error ? error.message : error}`);
      } finally {
        await page.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Number(process.env.PRERENDER_CONCURRENCY ?? 2) }, worker));
  console.log(`prerender: ${count} pages into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failed.length) {
    console.error(`prerender: pages not taken:\n${failed.join('\n')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
}
