// Prerendered public pages (docs/decisions.md, "Prerendered public pages", "Public pages follow the
// data"). The server's snapshots of its own pages (prerender/refresher.ts) are
// <PRERENDER_DIR>/<locale>/<path>.json (markup, CSS, title, description); this puts the one for the
// requested path and language into the host's index.html, so the page shows before any JavaScript
// runs. Files are read through a small cache checked against their modification time on every
// request: a new snapshot, or a redeployed host, is served from its next request on.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  TOKEN_STORAGE_KEY,
  type Locale,
} from '@congress/domain';

export interface PrerenderedPage {
  lang: string | null;
  title: string;
  description: string | null;
  css: string;
  html: string;
  /** The public remote's build it was taken from. */
  build?: string | null;
  /** When its snapshot began (ms since the epoch): older than a change to what it shows, it is not sent. */
  takenAt?: number;
  /** A news post's page: shown only while that post still has this title (else the app draws it). */
  post?: { id: string; title: string };
  /** Font files the page's text uses (site paths): preloaded, so the text is not drawn twice. */
  fonts?: string[];
  /**
   * The @font-face rules of those files cut down to the page's characters (remotes/public/scripts/
   * prerender.mjs), in a style element of their own after every other (see injectPrerendered).
   */
  fontCss?: string;
  /**
   * The app shows something on this page that the copy cannot (the home page's popups): it starts
   * as soon as the page is drawn, not on the reader's first move (see startOnDemand).
   */
  appNow?: boolean;
}

/** The style element of the page's font subsets. */
const PRERENDERED_FONTS_ID = 'prerendered-fonts';

const cache = new Map<string, { mtimeMs: number; size: number; value: unknown }>();
const MAX_CACHED = 500;

/** Reads a file, parsed, from the cache while its size and modification time are unchanged; null when absent. */
export async function readCached<T>(file: string, parse: (text: string) => T): Promise<T | null> {
  let info;
  try {
    info = await stat(file);
  } catch {
    cache.delete(file);
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit.value as T;
  const value = parse(await readFile(file, 'utf8'));
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
  return value;
}

/** The language of a page request: the cookie the language switch writes; English without it. */
export function requestLocale(cookieHeader: string | undefined): Locale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && (LOCALES as readonly string[]).includes(value ?? ''))
      return value as Locale;
  }
  return DEFAULT_LOCALE;
}

/** Letters, digits, `_`, `-` and single slashes only: anything else has no prerendered page. */
const SAFE_PATH = /^(\/[A-Za-z0-9_-]+)+$/;

/**
 * The snapshot file of a page path in a language (null for a path that cannot have one). A page's
 * variant (`variant`: a programme day, from its query) has a file of its own, `<path>~day-<date>.json`,
 * as the snapshot script names it.
 */
export function prerenderedFile(
  snapshotDir: string,
  locale: Locale,
  pathname: string,
  variant: string | null = null,
): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!SAFE_PATH.test(clean)) return null;
  if (variant !== null && !/^\d{4}-\d{2}-\d{2}$/.test(variant)) return null;
  return path.join(snapshotDir, locale, `${clean}${variant ? `~day-${variant}` : ''}.json`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const preloads = (fonts: string[]) =>
  fonts
    .filter((font) => /^\/[\w./-]+\.woff2$/.test(font))
    .map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`)
    .join('');

/**
 * The app's script (and its deferred stylesheets, e.g. every Korean font face), started when it is
 * needed (docs/decisions.md, "The app starts on demand"). The copy is the whole page for a reader:
 * its links load the next page, its menus and language switch work (copyControls), so a visitor
 * who only reads never pays for the app's start (about 0.7 s of main thread on a mid-range phone,
 * issues 27 and 28). It starts:
 * - on the visitor's first move: a pointer moving or pressed, a key, a touch, a wheel, the focus
 *   entering the page (a button clicked before it has taken over is replayed on the app's button);
 * - once the page is drawn, for a member (a stored login: the header shows their account), for a
 *   visitor whose chosen language (kept in localStorage) is not the copy's, and on a page whose copy
 *   lacks something the app shows (`data-app="now"`: the home page's popups).
 * Once the page is drawn the script is prefetched, so a start on demand does not wait for it.
 * "Drawn": the first largest-contentful-paint entry after `document.fonts.ready` (when nothing new
 * is painted then, fonts from the cache: two frames and 200 ms), at most 3 s after `load`. Fetched
 * before, the script shared the line with the text's fonts and delayed the first paint under
 * Lighthouse's slow-4G simulation.
 */
const startOnDemand = (src: string, stylesheets: string[]) =>
  // Clicks on the copy's buttons before the app's script runs are kept for it (window.__prerenderedClicks).
  `var c=window.__prerenderedClicks=[];document.addEventListener('click',function(e){` +
  `var b=e.target.closest&&e.target.closest('#prerendered button');if(b&&!copyControl(b))c.push(b)});` +
  // A form of the copy does not submit itself (its fields would go into the address, a password
  // too): its button's click, kept above, submits the app's form at the takeover. A search box's
  // form (method="get") does, to the list's own address.
  `document.addEventListener('submit',function(e){var f=e.target;if(f.closest&&f.closest('#prerendered')` +
  `&&(f.getAttribute('method')||'').toLowerCase()!=='get')e.preventDefault()},true);` +
  copyControls +
  `var loaded,asked,done,go=function(){if(done)return;if(!loaded){asked=1;return}done=1;` +
  `${JSON.stringify(stylesheets)}.forEach(function(h){var l=document.createElement('link');l.rel='stylesheet';l.href=h;` +
  // Before the page's own faces: its subsets stay the faces used for its characters.
  `document.head.insertBefore(l,document.getElementById('prerendered-style'))});` +
  `var s=document.createElement('script');s.src=${JSON.stringify(src)};document.head.appendChild(s)};` +
  `['pointermove','pointerdown','keydown','touchstart','wheel','focusin'].forEach(function(t){` +
  `addEventListener(t,go,{capture:true,passive:true,once:true})});` +
  `addEventListener('load',function(){loaded=1;if(asked)return go();var drawn,then=function(){if(drawn)return;drawn=1;` +
  // In a task of its own: a page's first localStorage read opens the storage (6–9 ms here).
  `setTimeout(function(){var p=document.getElementById('prerendered'),now=p&&p.getAttribute('data-app')==='now';` +
  // A member, or a language chosen that this copy is not in (the choice kept without its cookie).
  `try{var k=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});now=now||localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})` +
  `||(k&&k!==document.documentElement.lang)}catch(e){}if(now)return go();` +
  `var l=document.createElement('link');l.rel='prefetch';l.as='script';l.href=${JSON.stringify(src)};document.head.appendChild(l)})};` +
  `setTimeout(then,3000);document.fonts.ready.then(function(){var t=performance.now();` +
  `try{new PerformanceObserver(function(l){if(l.getEntries().some(function(e){return e.startTime>=t}))setTimeout(then)})` +
  `.observe({type:'largest-contentful-paint',buffered:true})}catch(e){}` +
  `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(then,200)})})})})`;

/**
 * The copy's menus and language switch work before the app has taken over (issue 27 §4: on a slow
 * phone connection the app arrives 10 s or more after the text). `copyControl(button)`, called by
 * the loader's click listener, returns true when the click has been fully handled here:
 * - the language switch: the language cookie is written and the page is loaded again, which the
 *   server sends in that language (the app reads the cookie at start);
 * - a header drop-down (`aria-controls="menu-…"`) and the phone's menu button (`mobile-menu`, its
 *   open parts are in the copy, hidden: remotes/public/scripts/prerender.mjs) open and close here;
 *   their clicks are also replayed on the app's buttons at the takeover (false), so what is open
 *   stays open. Esc closes them.
 */
const copyControls =
  `function copyControl(b){var x=b.getAttribute('aria-controls')||'',o=b.getAttribute('aria-expanded')!=='true';` +
  `if(b.hasAttribute('lang')&&b.closest('[role=group]')){if(b.getAttribute('aria-pressed')!=='true'){` +
  `document.cookie=${JSON.stringify(`${LOCALE_COOKIE}=`)}+b.getAttribute('lang')+'; Path=/; Max-Age=31536000; SameSite=Lax';location.reload()}return true}` +
  `if(x.indexOf('menu-')===0){document.querySelectorAll('#prerendered li[data-open]>button').forEach(function(y){` +
  `if(y!==b){y.setAttribute('aria-expanded','false');y.parentNode.removeAttribute('data-open')}});` +
  `b.setAttribute('aria-expanded',o);if(o)b.parentNode.setAttribute('data-open','');else b.parentNode.removeAttribute('data-open')}` +
  `if(x==='mobile-menu'){var h=b.closest('header'),g=b.getAttribute('data-open-glyph');if(!h||!g)return false;` +
  `if(!b.hasAttribute('data-closed-glyph'))b.setAttribute('data-closed-glyph',b.textContent);` +
  `b.setAttribute('aria-expanded',o);b.textContent=o?g:b.getAttribute('data-closed-glyph');` +
  `[].slice.call(h.children,1).forEach(function(p){p.hidden=!o})}return false}` +
  `document.addEventListener('keydown',function(e){if(e.key!=='Escape')return;` +
  `var b=document.querySelector('#prerendered li[data-open]>button,#prerendered [aria-controls=mobile-menu][aria-expanded=true]');` +
  `if(b&&b.getClientRects().length){b.click();b.focus()}});`;

/**
 * The copy is not drawn until its font faces have loaded, and is then shown in one paint. Text laid
 * out in a fallback font first and then in the webfont moves (measured: 0.024 of CLS on the Korean
 * /home when the fonts came 0.7 s late, the header wrapping in the fallback), and an invisible
 * element's move is no layout shift. Nor is it laid out before (`display: none`, not only
 * `visibility: hidden`): a layout while the faces are still loading looks for a fallback font for
 * each character, which for a Korean page was the page's longest task (a Lighthouse trace of the
 * Korean sign-up: 1,142 font lookups and 616 fallback searches, 90–150 ms unthrottled, against
 * 30–40 ms for the one layout once the faces are there; `content-visibility: hidden` did not skip
 * it). Without the script (JavaScript off: `scripting` is then not `enabled`, so the copy is laid
 * out and only invisible) a CSS animation shows it after REVEAL_AT_LATEST anyway; with it, the script
 * shows it after REVEAL_AT_LATEST too when a face never arrives.
 */
const FONTS_READY_CLASS = 'prerendered-fonts-ready';
const REVEAL_AT_LATEST_MS = 1500;
const revealCss =
  `#prerendered{visibility:hidden;animation:prerendered-reveal 0s ${REVEAL_AT_LATEST_MS}ms forwards}` +
  `@keyframes prerendered-reveal{to{visibility:visible}}` +
  `.${FONTS_READY_CLASS} #prerendered{visibility:visible;animation:none}` +
  `@media (scripting:enabled){html:not(.${FONTS_READY_CLASS}) #prerendered{display:none}}`;
/** Runs after the page's style elements (their faces are in document.fonts): loads each face, then shows the copy. */
const revealWhenFontsLoaded =
  `(function(){var f=[],r=function(){document.documentElement.classList.add(${JSON.stringify(FONTS_READY_CLASS)})};` +
  `document.fonts.forEach(function(x){f.push(x.load().catch(function(){}))});` +
  `Promise.all(f).then(r);setTimeout(r,${REVEAL_AT_LATEST_MS})})()`;

/** The host's stylesheets that index.html loads without blocking its first paint (media="print" swapped on load). */
const DEFERRED_STYLESHEET =
  /<link rel="stylesheet" href="([^"]+)" media="print" onload="this\.media='all'">/g;

/**
 * The host's index.html with the prerendered page in place of its empty #root, and the inline
 * scripts this put in it (their hashes go in the page's Content-Security-Policy, http/csp.ts).
 */
export function injectPrerendered(
  indexHtml: string,
  page: PrerenderedPage,
  locale: Locale,
): { html: string; inlineScripts: string[] } {
  const inlineScripts: string[] = [];
  const lang = escapeHtml(page.lang ?? locale);
  // A stylesheet cannot end the <style> element early.
  const noEnd = (text: string) => text.replace(/<\/style/gi, '<\\/style');
  const css = noEnd(page.css);
  const fontCss = page.fontCss ? `<style id="${PRERENDERED_FONTS_ID}">${noEnd(page.fontCss)}</style>` : '';
  let html = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description !== null)
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description)}"`,
    );
  // The page's own font faces are in its CSS; the host's full sheets come with the app.
  const stylesheets = [...html.matchAll(DEFERRED_STYLESHEET)].map((match) => match[1] as string);
  html = html
    .replace(DEFERRED_STYLESHEET, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<script defer="defer" src="([^"]+)"><\/script>/, (_tag, src: string) => {
      const loader = startOnDemand(src, stylesheets);
      inlineScripts.push(loader);
      return `<script>${loader}</script>`;
    })
    .replace(
      '</head>',
      // `data-styled`: styled-components puts the app's style element right after the last one
      // so marked (its version attribute is absent, so it does not take it as its own server
      // output): the app's rules, which declare the full fonts, come before the page's subsets,
      // and the browser keeps using the subsets (the last face declared) for the text they draw.
      () => {
        inlineScripts.push(revealWhenFontsLoaded);
        return (
          `${preloads(page.fonts ?? [])}<style id="prerendered-style" data-styled="prerendered">${css}${revealCss}</style>` +
          `${fontCss}<script>${revealWhenFontsLoaded}</script></head>`
        );
      },
    )
    .replace(
      '<div id="root"></div>',
      // The host renders into a #root of its own and swaps it in (hosts/shell/src/prerender).
      `<div id="prerendered" data-build="${escapeHtml(page.build ?? '')}"${page.appNow ? ' data-app="now"' : ''}>${page.html}</div>`,
    );
  return { html, inlineScripts };
}
