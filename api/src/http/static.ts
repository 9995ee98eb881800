// Serves the built host and remotes. Content-hashed chunks are cached for a year; the files
// that name them (index.html, remoteEntry.js, mf-manifest.json) are revalidated on every load,
// so a redeployed remote reaches browsers on their next visit without rebuilding the host.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Response } from 'express';
import type { Knex } from 'knex';
import { redirectFor, remoteForPath, type RouteTable } from '@congress/domain';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { CSP_HEADER, inlineCodeOf, type PagePolicy } from './csp';
import { withLoadingSign } from './loadingSign';
import { POPUPS, snapshotVariant } from '../prerender/publicPages';
import { publicBuildOf, type PrerenderRefresher } from '../prerender/refresher';
import { findLivePost } from '../modules/newsAndNotices/newsAndNotices.repository';
import { anyPopupActive } from '../modules/popups/popups.repository';
import type { Clock } from '../clock';
import {
  injectPrerendered,
  prerenderedFile,
  readCached,
  requestLocale,
  type PrerenderedPage,
} from './prerendered';

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * A snapshot of a news post is the post as it was then: used only while a live post of that id still
 * has that title (a deleted or renamed post whose new snapshot is not taken yet: the app draws it).
 */
async function stillCurrent(knex: Knex, page: PrerenderedPage): Promise<boolean> {
  if (!page.post) return true;
  try {
    const post = await findLivePost(knex, Number(page.post.id));
    return post?.title === page.post.title;
  } catch {
    return false; // database unavailable: the page without the snapshot
  }
}

/**
 * Whether a page of the popups (/home) shows one now: its copy has none (a popup starts and ends by the clock, not
 * when a snapshot is taken), so the app starts at once to show it (api/src/http/prerendered.ts).
 */
async function showsPopups(knex: Knex, pathname: string, clock: Clock): Promise<boolean> {
  if (!POPUPS.includes(pathname)) return false;
  try {
    return await anyPopupActive(knex, clock.now());
  } catch {
    return true; // database unavailable: the app says what it can
  }
}

export function mountStatic(
  app: Express,
  config: Config,
  logger: Logger,
  knex: Knex,
  policy: PagePolicy,
  prerender: PrerenderRefresher | null,
  clock: Clock,
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

  // The snapshots' font subsets: content-hashed names, cached for a year.
  if (prerender)
    app.use(
      '/prerendered/fonts',
      express.static(path.join(prerender.dir, 'fonts'), {
        index: false,
        fallthrough: false,
        setHeaders: setCacheHeaders,
      }),
    );

  const shell = config.STATIC_DIR_SHELL;
  const indexHtml = path.join(shell, 'index.html');
  if (!existsSync(indexHtml)) logger.warn({ dir: shell }, 'host shell is not built; run npm run build');
  app.use(express.static(shell, { index: false, setHeaders: setCacheHeaders }));

  // Client-side routes: any other page request gets the shell, which routes in the browser; a
  // public page the public remote prerendered comes with its content in the chosen language.
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' || !req.accepts('html') || path.extname(req.path)) return next();
    try {
      // A path its remote's route table redirects (`/` to `/home`) is redirected here, before any
      // page or script loads; the table is the remote's own build output, so a redeployed remote
      // changes its redirects without the host or the API.
      const table = await readCached(
        path.join(remotes[remoteForPath(req.path)], 'routes.json'),
        (text) => JSON.parse(text) as Pick<RouteTable, 'redirects'>,
      );
      const target = table?.redirects ? redirectFor(table, req.path) : undefined;
      if (target) {
        const query = req.originalUrl.indexOf('?');
        return res.redirect(302, query >= 0 ? target + req.originalUrl.slice(query) : target);
      }
      // The built page's own inline code (the font sheet's onload) is allowed by its hashes.
      const shell = await readCached(indexHtml, (text) => ({ html: text, inline: inlineCodeOf(text) }));
      if (shell === null) return res.status(503).type('text').send('The web app is not built yet.');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Cookie');
      const locale = requestLocale(req.headers.cookie);
      // No snapshot for a request taking one, nor one begun before an organiser changed what the
      // page shows (the app draws it from the current data until the new one is written).
      // A query string may choose what the page shows: a programme day has a snapshot of its own,
      // any other query none (the app draws the page).
      const at = req.originalUrl.indexOf('?');
      const query = at >= 0 ? req.originalUrl.slice(at + 1) : '';
      const variant = query ? snapshotVariant(query) : null;
      const wanted =
        prerender !== null &&
        (query === '' || variant !== null) &&
        req.get('x-prerender-snapshot') !== prerender.snapshotToken;
      const file = wanted ? prerenderedFile(prerender.dir, locale, req.path, variant) : null;
      const read = file ? await readCached(file, (text) => JSON.parse(text) as PrerenderedPage) : null;
      const page = read && !prerender?.isStale(req.path, read.takenAt) ? read : null;
      // A snapshot of another build of the public remote (before a redeploy) is not its markup.
      const usable =
        page && (page.build ?? null) === (await publicBuildOf(config)) && (await stillCurrent(knex, page));
      if (!page || !usable) {
        res.setHeader(CSP_HEADER, policy(shell.inline));
        // No copy of the page to show while the scripts arrive: a loading sign instead of white.
        return res.type('html').send(withLoadingSign(shell.html, locale));
      }
      // The loader the prerendered page gets is allowed by its hash; the page's markup is content,
      // never scanned for code to allow.
      const prerendered = injectPrerendered(
        shell.html,
        { ...page, appNow: page.appNow || (await showsPopups(knex, req.path, clock)) },
        locale,
      );
      res.setHeader(
        CSP_HEADER,
        policy({
          scripts: [...shell.inline.scripts, ...prerendered.inlineScripts],
          handlers: shell.inline.handlers,
        }),
      );
      res.type('html').send(prerendered.html);
    } catch (error) {
      next(error);
    }
  });
}
