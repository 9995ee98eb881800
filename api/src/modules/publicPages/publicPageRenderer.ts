// Serves a public page rendered on the server (docs/decisions.md, "One renderer"): the same React
// components the browser hydrates, rendered in a worker (renderPool.ts) and kept per content
// version (pageCache.ts). Pages are rendered for an anonymous visitor: nothing of a login is ever in
// a rendered page, so one page serves every reader of its address and language.
import path from 'node:path';
import type { Knex } from 'knex';
import type { Locale, RemoteName, RouteTable } from '@congress/domain';
import { freshRead, readAfterWrites } from '../../freshRead';
import type { AheadScript } from '../../http/aheadScript';
import type { Logger } from '../../logger';
import { createAnswerCache } from './answerCache';
import { readContentVersion } from './contentVersion.repository';
import { createPageCache } from './pageCache';
import { fillable, renderedPageHtml } from './pageHtml';
import { createRenderPool, type Execute } from './renderPool';
import { servedPage, type ServedPage } from './servedPage';

export interface PublicPageRenderer {
  /** The page as served; null when it cannot be rendered (no server build, a failed first render). */
  render(page: {
    url: string;
    locale: Locale;
    shellHtml: string;
    routeTables: Partial<Record<RemoteName, RouteTable>>;
    runtimeConfig: unknown;
    execute: Execute;
    /** The route's script to load ahead of the app, if it has one. */
    ahead?: AheadScript;
  }): Promise<ServedPage | null>;
  /** The page kept for this address and language, if it is of the current deployment and content. */
  kept(page: { url: string; locale: Locale }): Promise<ServedPage | null>;
  stop(): Promise<void>;
}

export function createPublicPageRenderer(options: {
  knex: Knex;
  /** The embedded database's write generation: the content version is read again only when it moves. */
  databaseWrites?: () => number;
  logger: Logger;
  /** The host's and the public remote's deployed folders (their dist). */
  shellDir: string;
  publicDir: string;
}): PublicPageRenderer {
  const { knex, logger } = options;
  const pool = createRenderPool({
    hostEntry: path.join(options.shellDir, 'server/main.js'),
    publicEntry: path.join(options.publicDir, 'server/remoteEntry.js'),
    logger,
  });
  const cache = createPageCache<ServedPage>();
  const read = freshRead(() => readContentVersion(knex));
  const contentVersion = options.databaseWrites ? readAfterWrites(read, options.databaseWrites) : read;
  const answers = createAnswerCache();
  return {
    async render({ url, locale, shellHtml, routeTables, runtimeConfig, execute, ahead }) {
      if (!fillable(shellHtml)) return null;
      const deployment = await pool.deployment();
      if (!deployment) return null;
      let version: string;
      try {
        version = await contentVersion();
      } catch (error) {
        logger.warn({ err: error }, 'content version unreadable; the app draws the page');
        return null;
      }
      const outcome = await cache.get({ deployment, version, locale, url }, async () => {
        const page = await pool.render({ url, locale, routeTables }, answers(version, execute));
        return servedPage(
          renderedPageHtml(
            shellHtml,
            page,
            { locale, routeTables, pageQueries: page.pageQueries, runtimeConfig },
            ahead,
          ),
        );
      });
      if ('error' in outcome) {
        logger.error({ err: outcome.error, url, locale }, 'public page render failed; the app draws it');
        return null;
      }
      if (outcome.from === 'last-good')
        logger.error({ url, locale }, 'public page render failed; last good page served');
      return outcome.page;
    },
    async kept({ url, locale }) {
      const deployment = await pool.deployment();
      if (!deployment) return null;
      const version = await contentVersion().catch(() => null);
      return version === null ? null : cache.peek({ deployment, version, locale, url });
    },
    stop: () => pool.stop(),
  };
}
