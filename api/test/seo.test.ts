// robots.txt and sitemap.xml from the public remote's built route table (issue 11).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHarness, type Harness } from './harness';

describe('robots.txt and sitemap.xml', () => {
  let h: Harness;
  const publicDir = mkdtempSync(path.join(tmpdir(), 'public-remote-'));
  beforeAll(async () => {
    h = await startHarness({ STATIC_DIR_PUBLIC: publicDir, PUBLIC_URL: 'https://congress.example.org' });
  });
  afterAll(() => h.close());

  it('lets crawlers in, keeps them out of the member area and back office, and names the sitemap', async () => {
    const res = await fetch(`${h.url}/robots.txt`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain('Disallow: /mypage/');
    expect(text).toContain('Sitemap: https://congress.example.org/sitemap.xml');
  });

  it('lists the public pages of the deployed public remote, read at each request', async () => {
    expect((await fetch(`${h.url}/sitemap.xml`)).status).toBe(503);
    const route = (p: string, access = 'public') => ({
      path: p,
      labelId: 'x',
      label: { en: 'x', ko: 'x' },
      access,
    });
    writeFileSync(
      path.join(publicDir, 'routes.json'),
      JSON.stringify({
        routes: [
          route('/home'),
          route('/informations/venue'),
          route('/informations/bbsDetail/:bbsId'),
          route('/abstracts/abstract_submission', 'member'),
        ],
      }),
    );
    const res = await fetch(`${h.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://congress.example.org/home',
      'https://congress.example.org/informations/venue',
    ]);
  });
});
