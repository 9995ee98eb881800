import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIsolatedHarness, type Harness } from './harness';

/** The host's built index.html as webpack writes it: a deferred script and the font sheet's onload. */
const SHELL_HTML =
  '<!doctype html><html lang="en"><head><title>shell</title><meta name="description" content="d">' +
  '<script defer="defer" src="/main.js"></script>' +
  `<link rel="stylesheet" href="/assets/fonts.0123abcd.css" media="print" onload="this.media='all'">` +
  '</head><body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';

/** The sources of one directive of a Content-Security-Policy header. */
const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** Each inline script and event handler of a page, read independently of the server's parser. */
function inlineCode(html: string) {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => m[1] as string,
  );
  const handlers = [...html.matchAll(/\son\w+="([^"]*)"/gi)].map((m) =>
    (m[1] as string).replace(/&quot;/g, '"'),
  );
  return { scripts, handlers };
}

describe('HTTP surface', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    const shell = path.join(dir, 'shell');
    const remote = path.join(dir, 'public');
    mkdirSync(shell);
    mkdirSync(remote);
    writeFileSync(path.join(shell, 'index.html'), SHELL_HTML);
    writeFileSync(path.join(shell, 'main.js'), 'console.log(1)');
    writeFileSync(path.join(shell, 'vendor.0123abcd.js'), 'console.log(2)');
    writeFileSync(path.join(remote, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(remote, 'page.89abcdef.js'), 'console.log(3)');
    writeFileSync(
      path.join(remote, 'routes.json'),
      JSON.stringify({
        remote: 'public',
        build: 't',
        sections: [],
        routes: [{ path: '/home', access: 'public', labelId: 'page.home' }],
        redirects: [{ from: '/', to: '/home' }],
      }),
    );
    // A database of its own: whether /home shows a popup is read from the popups table, which
    // other suites fill beside this one.
    h = await startIsolatedHarness({
      STATIC_DIR_SHELL: shell,
      STATIC_DIR_PUBLIC: remote,
      // Not built here (whatever a local build left in the repo's dist folders).
      STATIC_DIR_MYPAGE: path.join(dir, 'mypage'),
      STATIC_DIR_ADMIN: path.join(dir, 'admin'),
      REMOTE_ADMIN_URL: 'https://cdn.example.org/admin/',
    });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports health with the database reachable', async () => {
    const res = await fetch(`${h.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('tells the host where the remotes are, from configuration, uncached', async () => {
    const res = await fetch(`${h.url}/runtime-config.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      graphqlUrl: '/graphql',
      remotes: {
        public: '/remotes/public/',
        mypage: '/remotes/mypage/',
        admin: 'https://cdn.example.org/admin/',
      },
    });
  });

  it('caches hashed files for a year and revalidates the rest', async () => {
    const hashed = await fetch(`${h.url}/vendor.0123abcd.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${h.url}/main.js`)).headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${h.url}/remotes/public/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${h.url}/remotes/public/page.89abcdef.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('answers client-side routes with the shell and unknown assets with 404', async () => {
    const page = await fetch(`${h.url}/mypage/my_information`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect((await fetch(`${h.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${h.url}/remotes/public/missing.js`)).status).toBe(404);
  });

  it("redirects, on the server, the paths the remote's route table redirects (with their query)", async () => {
    const root = await fetch(`${h.url}/`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/home');
    const withQuery = await fetch(`${h.url}/?utm_source=poster`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(withQuery.headers.get('location')).toBe('/home?utm_source=poster');
    // Paths without a redirect still get the shell; a remote without a route table changes nothing.
    const home = await fetch(`${h.url}/home`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(home.status).toBe(200);
    const admin = await fetch(`${h.url}/admin`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(admin.status).toBe(200);
  });

  it('switches the language without scripts: the cookie written, back to a page of this site only', async () => {
    const korean = await fetch(
      `${h.url}/locale?back=${encodeURIComponent('/informations/venue?x=1')}&to=ko`,
      {
        redirect: 'manual',
      },
    );
    expect(korean.status).toBe(303);
    expect(korean.headers.get('location')).toBe('/informations/venue?x=1');
    expect(korean.headers.get('set-cookie')).toMatch(
      /^congress2024_locale=ko; Max-Age=31536000; Path=\/;.*SameSite=Lax/,
    );
    // Another site as the way back (an open redirect) goes home; an unknown language writes nothing.
    for (const back of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'home']) {
      const away = await fetch(`${h.url}/locale?to=en&back=${encodeURIComponent(back)}`, {
        redirect: 'manual',
      });
      expect(away.headers.get('location')).toBe('/');
    }
    const unknown = await fetch(`${h.url}/locale?to=xx&back=/home`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/home');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('answers a public page with the shell and a loading sign while the public remote has no server build', async () => {
    const page = await fetch(`${h.url}/home`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>shell</title>');
    expect(html).toContain('class="boot-loading"');
    // A server container is never served to browsers.
    expect((await fetch(`${h.url}/remotes/public/server/remoteEntry.js`)).status).toBe(404);
  });

  it('sends every page a Content-Security-Policy that allows its inline code by hash and nothing else inline', async () => {
    const policies = [];
    for (const pathname of ['/mypage/my_information', '/home']) {
      const res = await fetch(`${h.url}${pathname}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      const html = await res.text();
      const policy = res.headers.get('content-security-policy');
      policies.push(policy);
      const scriptSrc = directive(policy, 'script-src');
      expect(scriptSrc.slice(0, 2)).toEqual(["'self'", 'https://cdn.example.org']);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://cdn.example.org']);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      // The emulator is on this site (no KG_API_URL): forms to it are 'self'.
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
      const code = inlineCode(html);
      for (const handler of code.handlers) expect(scriptSrc).toContain(sha(handler));
      if (code.handlers.length) expect(scriptSrc).toContain("'unsafe-hashes'");
      // The font sheet's onload is the only inline code of a page; a rendered public page adds
      // none (its state is JSON, which browsers never run).
      expect(code.handlers).toEqual(["this.media='all'"]);
      for (const script of code.scripts) expect(scriptSrc).toContain(sha(script));
    }
    expect(policies[0]).toEqual(policies[1]);
    // Other answers carry the policy without inline code; a remote's files may be used by a host
    // on another origin.
    const chunk = await fetch(`${h.url}/remotes/public/page.89abcdef.js`);
    expect(directive(chunk.headers.get('content-security-policy'), 'script-src')).toEqual([
      "'self'",
      'https://cdn.example.org',
      "'wasm-unsafe-eval'",
    ]);
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await fetch(`${h.url}/home`)).headers.get('x-frame-options')).toBe('DENY');
  });

  it("gives the gateway emulator's pages a policy of their own that runs their one script and posts to the return addresses", async () => {
    const site = 'http://shop.example.test';
    const registration = await fetch(`${h.url}/mock-kg/MUP/api/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sid: h.config.gateway?.sid,
        cash_code: 'CN',
        product_name: 'Registration',
        trade_id: `csp-${Date.now()}`,
        site_url: 'shop.example.test',
        ok_url: `${site}/payments/kg/result`,
        close_url: `${site}/payments/kg/close`,
        call_type: 'S',
        amount: { total: 1000 },
      }),
    });
    const { tid, pay_url: payUrl } = (await registration.json()) as { tid: string; pay_url: string };
    const window = await fetch(payUrl);
    const windowPolicy = window.headers.get('content-security-policy');
    expect(directive(windowPolicy, 'default-src')).toEqual(["'none'"]);
    expect(directive(windowPolicy, 'form-action')).toEqual(["'self'", site]);
    expect(inlineCode(await window.text()).scripts).toEqual([]);

    const result = await fetch(`${h.url}/mock-kg/MUP/api/payment.mcash/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tid, action: 'approve', fault: 'noNoti', charset: 'UTF-8' }).toString(),
    });
    const policy = result.headers.get('content-security-policy');
    const [submit] = inlineCode(await result.text()).scripts;
    expect(directive(policy, 'script-src')).toEqual([sha(submit as string)]);
    expect(directive(policy, 'form-action')).toEqual(["'self'", site]);
  });

  it('compresses responses', async () => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ countries { code name dialCode } }' }),
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('reports bad requests with a code and without stack traces', async () => {
    const result = await h.gql('{ nope }');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });
    expect(JSON.stringify(result)).not.toMatch(/stacktrace|at .*\.ts/);
  });
});
