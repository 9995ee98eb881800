// Keeps the public pages' snapshots in step with the data (docs/decisions.md, "Public pages follow
// the data"). The server snapshots its own pages in Chromium (the public remote's script,
// config.PRERENDER_SCRIPT, run as a child process) and puts a snapshot into the HTML it sends
// (http/static.ts): at start, after a redeploy of the public remote (its build id changes), after
// each change an organiser makes to what a page shows (refresher.changed, from the GraphQL plugin
// in changes.ts), and every PRERENDER_REFRESH_MINUTES for what changes with time alone. A page an
// organiser has changed is sent without its old snapshot (drawn by the app, already up to date)
// until the new one is taken.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setPriority } from 'node:os';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { LOCALES } from '@congress/domain';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { prerenderedFile, readCached } from '../http/prerendered';
import { coveredBy, inTakingOrder, publicPagePaths, type PagePrefix } from './publicPages';

/** Changes that come together (a bulk edit) make one run. */
const SETTLE_MS = 300;
/** After a failed run, the pages it should have taken are tried again this much later. */
const RETRY_MS = 30_000;
/** Pages of a full refresh per run (a change waits at most this many). */
const CHUNK_PAGES = 6;
/** The snapshots' CPU priority (nice): lower than the server's, which answers visitors. */
const SNAPSHOT_NICENESS = 10;
/** How often the public remote's deployment is looked at. */
const DEPLOY_CHECK_MS = 3_000;

export interface PrerenderStatus {
  /** Every page has been taken once since the start (or the snapshots are off). */
  ready: boolean;
  running: boolean;
  /** Changes and pages waiting for a run. */
  waiting: number;
  /** Organisers' changes whose pages are not taken again yet (sent without a snapshot meanwhile). */
  stale: number;
  /** The public remote's build the snapshots are of. */
  build: string | null;
  lastRun: { at: string; pages: number; seconds: number; ok: boolean } | null;
}

export interface PrerenderRefresher {
  /** Folder of the snapshots (<locale>/<path>.json, fonts/). */
  readonly dir: string;
  /** Requests with this x-prerender-snapshot header get no snapshot (they are taking one). */
  readonly snapshotToken: string;
  /** What an organiser changed: these pages are sent without their snapshot until taken again. */
  changed(prefixes: readonly PagePrefix[]): void;
  /** A snapshot of the page begun at `takenAt` (ms) is older than a change to what it shows. */
  isStale(pagePath: string, takenAt: number | undefined): boolean;
  status(): PrerenderStatus;
  /** Starts taking snapshots (once the server answers with the app). */
  start(): void;
  stop(): Promise<void>;
}

interface Deps {
  config: Config;
  knex: Knex;
  logger: Logger;
  /** The server's own address, as Chromium reaches it. */
  baseUrl: string;
}

/**
 * A programme day that is no longer published keeps no snapshot (it would be sent for its old
 * `?day=` address): day files of the pages that are not in `all` are removed.
 */
async function removeGoneVariants(dir: string, all: string[]): Promise<void> {
  const wanted = new Set(all.map((p) => p.replace(/\?day=/, '~day-')));
  for (const locale of LOCALES) {
    const folder = path.join(dir, locale, 'programs');
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.includes('~day-') && f.endsWith('.json')))
      if (!wanted.has(`/programs/${file.slice(0, -'.json'.length)}`))
        await rm(path.join(folder, file), { force: true });
  }
}

export const prerenderDirOf = (config: Config): string =>
  config.PRERENDER_DIR ?? path.join(config.DATA_DIR, 'prerendered');

/**
 * The pages (`/path` or `/path?day=…`) whose snapshot in some language is missing, of another build
 * than `build`, begun before `notBefore` (ms), or stale (`isStale`, an organiser's change since):
 * what a redeploy has to take again. A return to a build whose snapshots are still there (a rollback,
 * or a deploy check put back) takes only what the other build overwrote.
 */
export async function pagesNotCurrent(
  dir: string,
  pages: readonly string[],
  build: string | null,
  notBefore: number,
  isStale: (pagePath: string, takenAt: number | undefined) => boolean,
): Promise<string[]> {
  const current = async (page: string) => {
    const [pathname = '', day = null] = page.split('?day=');
    for (const locale of LOCALES) {
      const file = prerenderedFile(dir, locale, pathname, day);
      const shot = file
        ? await readCached(file, (text) => JSON.parse(text) as { build?: string | null; takenAt?: number })
        : null;
      const takenAt = shot?.takenAt;
      if (!shot || (shot.build ?? null) !== build || (takenAt ?? 0) < notBefore || isStale(pathname, takenAt))
        return false;
    }
    return true;
  };
  const checked = await Promise.all(pages.map(async (page) => ((await current(page)) ? null : page)));
  return checked.filter((page): page is string => page !== null);
}

/** The public remote's deployed build id (its routes.json), null while it is not built. */
export async function publicBuildOf(config: Config): Promise<string | null> {
  const table = await readCached(
    path.join(config.STATIC_DIR_PUBLIC, 'routes.json'),
    (text) => JSON.parse(text) as { build?: string },
  );
  return table?.build ?? null;
}

export function createPrerenderRefresher({ config, knex, logger, baseUrl }: Deps): PrerenderRefresher | null {
  if (config.PRERENDER === 'off') return null;
  if (config.PRERENDER === 'serve') return servingOnly(prerenderDirOf(config));
  for (const [what, file] of [
    ['Chromium', config.CHROMIUM_PATH],
    ['the public remote snapshot script', config.PRERENDER_SCRIPT],
  ] as const)
    if (!existsSync(file)) {
      logger.warn({ file }, `no ${what}: public pages are drawn by JavaScript only (set CHROMIUM_PATH)`);
      return null;
    }
  const dir = prerenderDirOf(config);
  const snapshotToken = randomBytes(24).toString('base64url');
  /**
   * Prefix → its last change (count, and time in ms): a snapshot begun before that time is stale.
   * Forgotten once a run begun after the change has ended well (every page under it retaken).
   */
  const staleSince = new Map<PagePrefix, { count: number; at: number }>();
  // Each page is sent again as soon as its own new snapshot is written, not when the whole run ends.
  const isStale = (pagePath: string, takenAt: number | undefined) =>
    [...staleSince].some(([prefix, change]) => coveredBy(pagePath, prefix) && change.at >= (takenAt ?? 0));
  /** What organisers changed, waiting for a run: taken before anything else. */
  const urgent = new Set<PagePrefix>();
  /**
   * A refresh asked for, listed at its next run and taken a chunk at a time: every page (start,
   * periodic) or, after a redeploy, the pages without a current snapshot of the new build.
   */
  let refreshAsked: 'every' | 'notCurrent' | null = null;
  let backlog: string[] = [];
  let changes = 0;
  let build: string | null = null;
  let ready = false;
  let running: Promise<void> | null = null;
  let stopped = false;
  let child: ReturnType<typeof spawn> | null = null;
  let settle: NodeJS.Timeout | null = null;
  let lastRun: PrerenderStatus['lastRun'] = null;
  /** The running snapshots are of a build that is no longer deployed: stopped, not failed. */
  let superseded = false;

  const pending = () => urgent.size > 0 || refreshAsked !== null || backlog.length > 0;
  const schedule = (delay = SETTLE_MS) => {
    if (stopped || settle) return;
    settle = setTimeout(() => {
      settle = null;
      if (!running) running = run().finally(() => (running = null));
    }, delay);
  };

  async function routeTable() {
    const table = await readCached(
      path.join(config.STATIC_DIR_PUBLIC, 'routes.json'),
      (text) => JSON.parse(text) as { build?: string; routes: { path: string; access: string }[] },
    );
    if (!table) throw new Error('the public remote is not built');
    return table;
  }

  /**
   * One child run: every page an organiser's changes touch, or else the next chunk of the full
   * refresh (so a change waits at most one chunk, not a whole refresh).
   */
  async function run(): Promise<void> {
    if (!pending() || stopped) return;
    const upTo = changes;
    const prefixes = [...urgent];
    urgent.clear();
    let chunk: string[] = [];
    const started = Date.now();
    let pages: string[] = [];
    let ok = false;
    try {
      const table = await routeTable();
      const runBuild = table.build ?? null;
      if (prefixes.length) {
        const all = await publicPagePaths(table, knex);
        pages = await inTakingOrder(
          all.filter((p) => prefixes.some((x) => coveredBy(p, x))),
          knex,
        );
        await removeGoneVariants(dir, all);
        // Taken now: the full refresh need not take them again.
        backlog = backlog.filter((p) => !pages.includes(p));
      } else {
        if (refreshAsked) {
          const all = await publicPagePaths(table, knex);
          backlog =
            refreshAsked === 'every'
              ? all
              : await pagesNotCurrent(
                  dir,
                  all,
                  runBuild,
                  Date.now() - config.PRERENDER_REFRESH_MINUTES * 60_000,
                  isStale,
                );
          refreshAsked = null;
        }
        chunk = backlog.splice(0, CHUNK_PAGES);
        pages = chunk;
      }
      ok = pages.length === 0 || (await snapshot(pages, runBuild));
      if (ok)
        for (const prefix of prefixes)
          if ((staleSince.get(prefix)?.count ?? -1) <= upTo) staleSince.delete(prefix);
      if (ok && !prefixes.length && backlog.length === 0 && refreshAsked === null && runBuild === build)
        ready = true;
    } catch (error) {
      logger.error({ err: error }, 'public page snapshots failed');
    }
    const seconds = (Date.now() - started) / 1000;
    lastRun = { at: new Date().toISOString(), pages: pages.length, seconds, ok };
    logger.debug({ pages: pages.length, seconds, ok }, 'public page snapshots taken');
    if (!ok && superseded) {
      superseded = false;
      // An organiser's change waits for the new build's run (the redeploy lists the rest).
      for (const prefix of prefixes) urgent.add(prefix);
      schedule();
    } else if (!ok && !stopped) {
      // Again later (the pages stay without a snapshot meanwhile, drawn by the app).
      for (const prefix of prefixes) urgent.add(prefix);
      backlog.unshift(...chunk);
      schedule(RETRY_MS);
    } else if (pending()) schedule(0);
  }

  function snapshot(pages: string[], runBuild: string | null): Promise<boolean> {
    return new Promise((resolve) => {
      const args = [config.PRERENDER_SCRIPT, '--base', baseUrl, '--out', dir, '--only', pages.join(',')];
      if (runBuild) args.push('--build', runBuild);
      child = spawn(process.execPath, args, {
        env: {
          ...process.env,
          CHROMIUM_PATH: config.CHROMIUM_PATH,
          PRERENDER_SNAPSHOT_TOKEN: snapshotToken,
          PRERENDER_CONCURRENCY: String(config.PRERENDER_CONCURRENCY),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      // Below the server's own work: a visitor's request comes before a copy being taken again
      // (Chromium, started by the child a moment later, inherits the priority).
      if (child.pid !== undefined)
        try {
          setPriority(child.pid, SNAPSHOT_NICENESS);
        } catch (error) {
          logger.debug({ err: error }, 'public page snapshots run at the server priority');
        }
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
      child.once('error', (error) => {
        logger.error({ err: error }, 'public page snapshot script did not start');
        resolve(false);
      });
      child.once('exit', (code) => {
        child = null;
        if (code !== 0 && !stopped)
          logger.warn({ code, errors }, 'public page snapshots: some pages not taken');
        resolve(code === 0);
      });
    });
  }

  const changed = (prefixes: readonly PagePrefix[]) => {
    changes += 1;
    for (const prefix of prefixes) {
      urgent.add(prefix);
      staleSince.set(prefix, { count: changes, at: Date.now() });
    }
    schedule();
  };
  const refreshEveryPage = () => {
    refreshAsked = 'every';
    schedule();
  };

  // A redeploy of the public remote: its pages again (snapshots of another build are not sent). At
  // the server's start every page is taken (what changed while it was down is not known).
  let firstLook = true;
  const watchDeploy = async () => {
    const current = await publicBuildOf(config).catch(() => null);
    if (current !== build) {
      build = current;
      const atStart = firstLook;
      firstLook = false;
      ready = false;
      if (child) {
        superseded = true;
        child.kill('SIGTERM');
      }
      if (current === null) return;
      if (atStart) refreshEveryPage();
      else {
        refreshAsked ??= 'notCurrent';
        schedule();
      }
    }
  };
  let deployTimer: NodeJS.Timeout | undefined;
  let periodic: NodeJS.Timeout | undefined;

  return {
    dir,
    snapshotToken,
    changed,
    isStale,
    status: () => ({
      ready,
      running: running !== null,
      waiting: urgent.size + backlog.length + (refreshAsked ? 1 : 0),
      stale: staleSince.size,
      build,
      lastRun,
    }),
    start() {
      void watchDeploy();
      deployTimer = setInterval(() => void watchDeploy(), DEPLOY_CHECK_MS);
      periodic = setInterval(refreshEveryPage, config.PRERENDER_REFRESH_MINUTES * 60_000);
      deployTimer.unref();
      periodic.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(deployTimer);
      clearInterval(periodic);
      if (settle) clearTimeout(settle);
      child?.kill('SIGTERM');
      await running;
    },
  };
}

/** A replica that sends the snapshots another one takes (PRERENDER=serve). */
function servingOnly(dir: string): PrerenderRefresher {
  return {
    dir,
    snapshotToken: randomBytes(24).toString('base64url'),
    changed: () => undefined,
    isStale: () => false,
    status: () => ({ ready: true, running: false, waiting: 0, stale: 0, build: null, lastRun: null }),
    start: () => undefined,
    stop: async () => undefined,
  };
}
