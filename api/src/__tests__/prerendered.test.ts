import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  injectPrerendered,
  prerenderedFile,
  readCached,
  requestLocale,
  type PrerenderedPage,
} from '../http/prerendered';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Site</title><meta name="description" content="Default">' +
  '<script defer="defer" src="/main.js"></script>' +
  '<link rel="stylesheet" href="/assets/noto-sans-kr.1.css" media="print" onload="this.media=\'all\'"></head><body><noscript>This site needs JavaScript.</noscript>' +
  '<div id="root"></div></body></html>';

const page: PrerenderedPage = {
  lang: 'ko',
  title: '등록 안내 <2024> "KSP"',
  description: 'A & B',
  css: '.a{color:red}</style><script>alert(1)</script>',
  html: '<main><h1>등록</h1></main>',
  build: 'b-1',
  fonts: ['/assets/noto-sans-kr-1.woff2', 'https://evil.example/x.woff2'],
  fontCss: '@font-face { font-family: X; src: url("/x.woff2"); }</style><script>alert(2)</script>',
};

describe('prerendered pages', () => {
  test('the language comes from the cookie; English without one or with an unknown value', () => {
    expect(requestLocale(undefined)).toBe('en');
    expect(requestLocale('a=1; congress2024_locale=ko; b=2')).toBe('ko');
    expect(requestLocale('congress2024_locale=fr')).toBe('en');
    expect(requestLocale('congress2024_locale=en')).toBe('en');
  });

  test('only plain paths map to a file inside <snapshots>/<locale>', () => {
    expect(prerenderedFile('/data/prerendered', 'ko', '/home')).toBe(
      path.join('/data/prerendered', 'ko', '/home.json'),
    );
    expect(prerenderedFile('/data/prerendered', 'en', '/informations/bbsDetail/3/')).toBe(
      path.join('/data/prerendered', 'en', '/informations/bbsDetail/3.json'),
    );
    for (const bad of ['/', '/../secret', '/a/../../b', '/a%2f..', '/a.b', '//home', '/home?x=1'])
      expect(prerenderedFile('/dist', 'en', bad)).toBeNull();
  });

  test('the page goes in place of the empty root with its language, title, description, CSS and fonts', () => {
    const { html, inlineScripts } = injectPrerendered(SHELL, page, 'ko');
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain('<title>등록 안내 &lt;2024&gt; &quot;KSP&quot;</title>');
    expect(html).toContain('<meta name="description" content="A &amp; B"');
    expect(html).toContain('<div id="prerendered" data-build="b-1"><main><h1>등록</h1></main></div>');
    expect(html).not.toContain('<div id="root">');
    expect(html).not.toContain('<noscript>');
    // The stylesheet cannot close its element and start a script.
    expect(html).not.toMatch(/<\/style><script>alert/);
    // The page's font subsets: a style element of their own, after the page's CSS, as safe.
    expect(html).toMatch(
      /<style id="prerendered-style" data-styled="prerendered">.*<\/style><style id="prerendered-fonts">@font-face/,
    );
    expect(html).toContain(
      '<link rel="preload" href="/assets/noto-sans-kr-1.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(html).not.toContain('evil.example');
    // The app's script starts on the reader's first move, or once the page is drawn for a member
    // or a page marked so; otherwise it is only prefetched then (e2e/tests/prerender.spec.ts).
    expect(html).not.toContain('<script defer="defer" src="/main.js"></script>');
    expect(html).toMatch(/go=function\(\)\{[^}]*if\(!loaded\)\{asked=1;return\}.*s\.src="\/main\.js"/);
    expect(html).toContain(
      "['pointermove','pointerdown','keydown','touchstart','wheel','focusin'].forEach(function(t){addEventListener(t,go,",
    );
    expect(html).toMatch(/document\.fonts\.ready.*largest-contentful-paint/);
    expect(html).toMatch(
      /localStorage\.getItem\("congress2024\.jwt"\)\|\|\(k&&k!==document\.documentElement\.lang\)\}catch\(e\)\{\}if\(now\)return go\(\)/,
    );
    expect(html).toContain("l.rel='prefetch';l.as='script';l.href=\"/main.js\"");
    expect(html).not.toContain('data-app="now"');
    expect(injectPrerendered(SHELL, { ...page, appNow: true }, 'ko').html).toContain(
      '<div id="prerendered" data-build="b-1" data-app="now">',
    );
    // The host's full font sheet comes with the app, not before the page's first paint.
    expect(html).not.toContain('<link rel="stylesheet" href="/assets/noto-sans-kr.1.css"');
    expect(html).toContain('["/assets/noto-sans-kr.1.css"].forEach');
    // The copy is not laid out until its fonts have loaded (a script after the page's styles), at
    // the latest 1.5 s after; without JavaScript it is laid out, invisible, and CSS shows it then.
    expect(html).toContain('#prerendered{visibility:hidden;animation:prerendered-reveal 0s 1500ms forwards}');
    expect(html).toContain(
      '@media (scripting:enabled){html:not(.prerendered-fonts-ready) #prerendered{display:none}}',
    );
    expect(html).toMatch(/<style id="prerendered-fonts">[^]*<\/style><script>\(function\(\)\{var f=\[\]/);
    expect(html).toContain('Promise.all(f).then(r);setTimeout(r,1500)');
    // The copy's menus and language switch work before the app (the loader handles their clicks
    // and still keeps the menus' for the app); e2e/tests/prerender.spec.ts clicks them.
    expect(html).toMatch(/if\(b&&!copyControl\(b\)\)c\.push\(b\)/);
    expect(html).toContain('function copyControl(b)');
    expect(html).toContain('document.cookie="congress2024_locale="+b.getAttribute(\'lang\')');
    // The loader and the reveal are the inline scripts put in (their hashes go in the page's policy).
    expect(inlineScripts).toHaveLength(2);
    for (const script of inlineScripts) expect(html).toContain(`<script>${script}</script>`);
  });

  test('a changed file is read again (a redeploy), an unchanged one comes from memory', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
    const file = path.join(dir, 'home.json');
    let reads = 0;
    const parse = (text: string) => {
      reads += 1;
      return JSON.parse(text) as { v: number };
    };
    writeFileSync(file, '{"v":1}');
    utimesSync(file, new Date(1_000), new Date(1_000));
    expect(await readCached(file, parse)).toEqual({ v: 1 });
    expect(await readCached(file, parse)).toEqual({ v: 1 });
    expect(reads).toBe(1);
    writeFileSync(file, '{"v":2}');
    utimesSync(file, new Date(2_000), new Date(2_000));
    expect(await readCached(file, parse)).toEqual({ v: 2 });
    expect(reads).toBe(2);
    expect(await readCached(path.join(dir, 'missing.json'), parse)).toBeNull();
  });
});
