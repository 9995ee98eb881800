// Serves the built host and remotes. Content-hashed chunks are cached for a year; the files
// that name them (index.html, remoteEntry.js, mf-manifest.json) are revalidated on every load,
// so a redeployed remote reaches browsers on their next visit without rebuilding the host.
// A public page's HTML is rendered on the server by the same components (modules/publicPages);
// the member area and the back office get the host's page with a loading sign.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { matchRoute, redirectFor, remoteForPath, type RemoteName, type RouteTable } from '@congress/domain';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { PublicPageRenderer } from '../modules/publicPages/publicPageRenderer';
import type { Execute } from '../modules/publicPages/renderPool';
import { CSP_HEADER, inlineCodeOf, type PagePolicy } from './csp';
import { readCached } from './fileCache';
import { withLoadingSign } from './loadingSign';
import { requestLocale } from './pageLocale';
import { sendRenderedPage } from './renderedPage';

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

const REMOTES: readonly RemoteName[] = ['public', 'mypage', 'admin'];

/**
 * The tables a public page draws its menus, titles and site map from (the host's navigation): the
 * back office's is not needed there, and each rendered page carries these to the browser.
 */
const menuTables = (
  tables: Partial<Record<RemoteName, RouteTable>>,
): Partial<Record<RemoteName, RouteTable>> =>
  Object.fromEntries(
    (['public', 'mypage'] as const).flatMap((remote) => (tables[remote] ? [[remote, tables[remote]]] : [])),
  );

/** A file of a remote's build, from the remote's base URL (a path of this site or a CDN folder). */
const remoteFile = (base: string, file: string) => `${base.endsWith('/') ? base : `${base}/`}${file}`;

export function mountStatic(
  app: Express,
  config: Config,
  logger: Logger,
  policy: PagePolicy,
  publicPages: { renderer: PublicPageRenderer; execute: (req: Request) => Execute } | null,
  runtimeConfig: { graphqlUrl: string; remotes: Record<RemoteName, string> },
): void {
  const remotes: Record<RouteTable['remote'], string> = {
    public: config.STATIC_DIR_PUBLIC,
    mypage: config.STATIC_DIR_MYPAGE,
    admin: config.STATIC_DIR_ADMIN,
  };
  for (const [name, dir] of Object.entries(remotes)) {
    if (!existsSync(dir)) logger.warn({ dir }, `remote "${name}" is not built; run npm run build`);
    app.use(
      `/remotes/${name}`,
      // The server container (dist/server) is the API's to run, not the browser's to load.
      (req, res, next) => (req.path.startsWith('/server/') ? res.status(404).end() : next()),
      (_req, res, next) => {
        // The host may load remotes from another origin (REMOTE_*_URL on a CDN, or this server
        // for a host elsewhere): their manifest is fetched (CORS), their chunks are scripts that
        // helmet's default resource policy (same-origin) would keep from other sites' pages.
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        next();
      },
      express.static(dir, { index: false, fallthrough: false, setHeaders: setCacheHeaders }),
    );
  }

  const shell = config.STATIC_DIR_SHELL;
  const indexHtml = path.join(shell, 'index.html');
  if (!existsSync(indexHtml)) logger.warn({ dir: shell }, 'host shell is not built; run npm run build');
  const shellFiles = express.static(shell, { index: false, setHeaders: setCacheHeaders });
  app.use((req, res, next) => {
    if (req.path.startsWith('/server/')) return res.status(404).end();
    // Every file of the build has an extension; a page's address has none and is not looked for
    // on disk (a file-system look per page request, a tenth of a kept page's cost).
    return path.extname(req.path) ? shellFiles(req, res, next) : next();
  });

  /** Every deployed remote's route table (menus, titles, 404s): read fresh, so a redeploy shows at once. */
  async function routeTables(): Promise<Partial<Record<RemoteName, RouteTable>>> {
    const tables = await Promise.all(
      REMOTES.map((remote) =>
        readCached(path.join(remotes[remote], 'routes.json'), (text) => JSON.parse(text) as RouteTable),
      ),
    );
    return Object.fromEntries(REMOTES.flatMap((remote, i) => (tables[i] ? [[remote, tables[i]]] : [])));
  }

  // Client-side routes: any other page request gets the shell, which routes in the browser; a
  // public page comes rendered, in the reader's language.
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' || !req.accepts('html') || path.extname(req.path)) return next();
    try {
      const remote = remoteForPath(req.path);
      const tables = await routeTables();
      // A path its remote's route table redirects (`/` to `/home`) is redirected here, before any
      // page or script loads; the table is the remote's own build output, so a redeployed remote
      // changes its redirects without the host or the API.
      const table = tables[remote];
      const target = table?.redirects ? redirectFor(table, req.path) : undefined;
      if (target) {
        const query = req.originalUrl.indexOf('?');
        return res.redirect(302, query >= 0 ? target + req.originalUrl.slice(query) : target);
      }
      // The built page's own inline code (the font sheet's onload) is allowed by its hashes.
      const page = await readCached(indexHtml, (text) => ({ html: text, inline: inlineCodeOf(text) }));
      if (page === null) return res.status(503).type('text').send('The web app is not built yet.');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Cookie');
      res.setHeader(CSP_HEADER, policy(page.inline));
      const locale = requestLocale(req.headers.cookie);
      const route = table ? matchRoute(table.routes, req.path) : undefined;
      if (table && !route && req.path !== '/block') res.status(404);
      // A public page (or the not-found page) is rendered; a page behind a login is not, even in
      // the public remote: the server renders for no one in particular, and the guard decides in
      // the browser, where the login is.
      const renderable = remote === 'public' && (!route || route.access === 'public');
      // What the route's remote loads ahead of the app (the member's badge, a post's view count).
      const ahead = route?.ahead
        ? {
            src: remoteFile(runtimeConfig.remotes[remote], route.ahead),
            graphqlUrl: runtimeConfig.graphqlUrl,
          }
        : undefined;
      const rendered =
        renderable && publicPages
          ? await publicPages.renderer.render({
              url: req.originalUrl,
              locale,
              shellHtml: page.html,
              routeTables: menuTables(tables),
              runtimeConfig,
              execute: publicPages.execute(req),
              ahead,
            })
          : null;
      // Without a rendered page (member area, back office, a render that failed): a loading sign
      // until the app has drawn the page.
      if (!rendered) return res.type('html').send(withLoadingSign(page.html, locale, ahead));
      await sendRenderedPage(req, res, rendered);
    } catch (error) {
      next(error);
    }
  });
}
