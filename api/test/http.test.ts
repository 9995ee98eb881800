import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHarness, type Harness } from './harness';

describe('HTTP surface', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    const shell = path.join(dir, 'shell');
    const remote = path.join(dir, 'public');
    mkdirSync(shell);
    mkdirSync(remote);
    writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>shell</title>');
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
        routes: [],
        redirects: [{ from: '/', to: '/home' }],
      }),
    );
    h = await startHarness({
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
