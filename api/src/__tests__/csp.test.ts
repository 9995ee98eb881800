import { createHash } from 'node:crypto';
import { loadConfig } from '../config';
import { inlineCodeOf, pagePolicy, remoteSource } from '../http/csp';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The sources of one directive of a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

describe('Content-Security-Policy of the pages', () => {
  test('finds the inline scripts and event handlers of a page template, decoded as the browser reads them', () => {
    const found = inlineCodeOf(
      '<html><head><script defer src="/main.js"></script><script>var a = 1 &amp;&amp; 2;</script>' +
        '<script type="application/ld+json">{"@type":"Event"}</script>' +
        `<link rel="stylesheet" href="/a.css" media="print" onload="this.media='all'">` +
        '<img src="x" onError="alert(&quot;x&quot;)"></head><body><script type="module">go()</script></body></html>',
    );
    // Entities in a script element are its text; in an attribute they are decoded.
    expect(found.scripts).toEqual(['var a = 1 &amp;&amp; 2;', 'go()']);
    expect(found.handlers).toEqual(["this.media='all'", 'alert("x")']);
  });

  test('allows the remotes configured on other origins, the gateway for forms, and inline code by hash only', () => {
    const policy = pagePolicy(
      loadConfig({
        REMOTE_ADMIN_URL: 'https://cdn.example.org/admin/',
        REMOTE_MYPAGE_URL: '//static.example.net/mypage/',
        KG_API_URL: 'https://mup.mobilians.co.kr',
        KG_SID: '123456789012',
        KG_SKEY: 'k',
      }),
    )({ scripts: ['go()'], handlers: ["this.media='all'"] });
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'static.example.net',
      'https://cdn.example.org',
      sha('go()'),
      "'unsafe-hashes'",
      sha("this.media='all'"),
      "'wasm-unsafe-eval'",
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'static.example.net',
      'https://cdn.example.org',
    ]);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://mup.mobilians.co.kr']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('remotes on this site add no source; a REMOTE_*_URL that is neither a path nor an http(s) URL stops the start', () => {
    const policy = pagePolicy(loadConfig({}))();
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy).not.toContain('unsafe-hashes');
    expect(remoteSource('REMOTE_PUBLIC_URL', '/remotes/public/')).toBeNull();
    expect(remoteSource('REMOTE_PUBLIC_URL', 'remotes/public/')).toBeNull();
    expect(remoteSource('REMOTE_PUBLIC_URL', 'http://127.0.0.1:9000/p/')).toBe('http://127.0.0.1:9000');
    expect(() => remoteSource('REMOTE_PUBLIC_URL', 'javascript:alert(1)')).toThrow(
      'REMOTE_PUBLIC_URL must be an http(s) URL or a path on this site',
    );
    expect(() => pagePolicy(loadConfig({ REMOTE_ADMIN_URL: 'https://' }))).toThrow(
      'REMOTE_ADMIN_URL is not a valid URL',
    );
  });
});
