// robots.txt and sitemap.xml for search engines (issue 11). The sitemap lists the public
// remote's public pages from its built route table (dist/routes.json), read on each request, so
// redeploying the public remote updates it without touching the API or the host.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import type { RouteTable } from '@congress/domain';
import type { Config } from '../config';
import { siteOrigin } from './siteOrigin';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The public pages a crawler may visit: public access, no path parameter, no catch-all. */
export function sitemapPaths(table: Pick<RouteTable, 'routes'>): string[] {
  return table.routes
    .filter((route) => route.access === 'public' && !route.path.includes(':') && !route.path.includes('*'))
    .map((route) => route.path);
}

export function mountSeo(app: Express, config: Config): void {
  app.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      [
        'User-agent: *',
        'Allow: /',
        // The member area, payment pages and back office are behind a login: nothing to index.
        'Disallow: /mypage/',
        'Disallow: /admin/',
        'Disallow: /payment/',
        `Sitemap: ${siteOrigin(config, req)}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  app.get('/sitemap.xml', async (req, res) => {
    let table: Pick<RouteTable, 'routes'>;
    try {
      table = JSON.parse(await readFile(path.join(config.STATIC_DIR_PUBLIC, 'routes.json'), 'utf8'));
    } catch {
      res.status(503).type('text/plain').send('The public site is not built yet.');
      return;
    }
    const base = siteOrigin(config, req);
    const urls = sitemapPaths(table)
      .map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`)
      .join('\n');
    res.type('application/xml').setHeader('Cache-Control', 'no-cache');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  });
}
