// Runs the public pages' server render in worker threads (docs/decisions.md, "One renderer"): the
// render's CPU is off the thread that answers requests, and a worker holds one deployment's code.
// Several workers, as many as the machine has cores (at most RENDER_WORKERS_MAX): right after an
// organiser's change every page is rendered anew, and one thread was the queue readers waited in
// while the other core idled. When the host's or the public remote's server build changes on disk
// (a redeploy), the next render starts new workers and the old ones end once their renders are
// done: no restart, no stale module left in a running process.
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FormattedExecutionResult } from 'graphql';
import type { Locale, RemoteName, RouteTable } from '@congress/domain';
import type { Logger } from '../../logger';

export interface RenderedPage {
  html: string;
  styles: string;
  title?: string;
  description?: string;
  pageQueries: Record<string, unknown>;
}

export interface PageRequest {
  url: string;
  locale: Locale;
  routeTables: Partial<Record<RemoteName, RouteTable>>;
}

export type Execute = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<FormattedExecutionResult>;

export interface RenderPool {
  /** The deployment renders are of (changes with a redeploy); null when none is built. */
  deployment(): Promise<string | null>;
  render(request: PageRequest, execute: Execute): Promise<RenderedPage>;
  stop(): Promise<void>;
}

/** A render that takes longer is given up (the last good page or the bare shell is served). */
const RENDER_TIMEOUT_MS = 10_000;
/** How long a look at the builds on disk holds (a burst of requests looks once). */
const DEPLOY_CHECK_MS = 500;

/** More workers than this gain little: the API's own thread answers their reads. */
const RENDER_WORKERS_MAX = 4;

export const renderWorkerCount = (): number =>
  Math.max(1, Math.min(RENDER_WORKERS_MAX, os.availableParallelism()));

interface RenderingWorker {
  worker: Worker;
  /** The route tables last sent: sent again only when one has changed (a redeploy). */
  tables?: PageRequest['routeTables'];
  renders: Map<
    number,
    { resolve: (page: RenderedPage) => void; reject: (error: Error) => void; execute: Execute }
  >;
}

interface Running {
  deployment: string;
  workers: RenderingWorker[];
}

const WORKER_SCRIPT = path.join(__dirname, 'renderWorker.cjs');

async function fingerprint(file: string): Promise<string | null> {
  try {
    const info = await stat(file);
    return `${info.size}:${info.mtimeMs}`;
  } catch {
    return null;
  }
}

export function createRenderPool(options: {
  /** The host's server entry (hosts/shell/dist/server/main.js). */
  hostEntry: string;
  /** The public remote's server container (remotes/public/dist/server/remoteEntry.js). */
  publicEntry: string;
  logger: Logger;
  /** Where the worker script is (the built API copies it beside dist/server.js). */
  workerScript?: string;
  /** How many workers render at once (renderWorkerCount() by default). */
  workers?: number;
}): RenderPool {
  const { hostEntry, publicEntry, logger } = options;
  const size = options.workers ?? renderWorkerCount();
  let running: Running | null = null;
  let lastCheck: { at: number; deployment: Promise<string | null> } | null = null;
  let nextRender = 0;

  function deployment(): Promise<string | null> {
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at > DEPLOY_CHECK_MS) {
      const deployment = Promise.all([fingerprint(hostEntry), fingerprint(publicEntry)]).then(
        ([host, remote]) => (host && remote ? `${host}|${remote}` : null),
      );
      lastCheck = { at: now, deployment };
    }
    return lastCheck.deployment;
  }

  /** A worker of an older deployment (or a failed one) ends once its last render is done. */
  function endIfRetired(owner: Running, slot: RenderingWorker): void {
    const retired = owner !== running || !owner.workers.includes(slot);
    if (retired && slot.renders.size === 0) void slot.worker.terminate();
  }

  function startWorker(started: Running): RenderingWorker {
    const worker = new Worker(options.workerScript ?? WORKER_SCRIPT, {
      workerData: { hostEntry, publicEntry },
    });
    const slot: RenderingWorker = { worker, renders: new Map() };
    /** A failed worker is replaced at the next render; its renders fail (the last good page serves). */
    const drop = () => {
      started.workers = started.workers.filter((other) => other !== slot);
    };
    worker.unref();
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'execute') {
        const render = slot.renders.get(message.renderId);
        const answer = render
          ? render.execute(message.query, message.variables)
          : Promise.reject(new Error('render is over'));
        answer.then(
          (result) => worker.postMessage({ type: 'executed', id: message.id, result }),
          (error: unknown) => worker.postMessage({ type: 'executed', id: message.id, error: String(error) }),
        );
        return;
      }
      const render = slot.renders.get(message.id);
      if (!render) return;
      slot.renders.delete(message.id);
      if (message.error) render.reject(new Error(message.error));
      else render.resolve(message.page as RenderedPage);
      endIfRetired(started, slot);
    });
    worker.on('error', (error) => {
      logger.error({ err: error }, 'public page render worker failed');
      for (const render of slot.renders.values()) render.reject(error);
      slot.renders.clear();
      drop();
    });
    worker.on('exit', drop);
    return slot;
  }

  /** The deployment's worker with the fewest renders under way; workers start as renders need them. */
  function workerFor(current: string): { started: Running; slot: RenderingWorker } {
    if (!running || running.deployment !== current) {
      const old = running;
      running = { deployment: current, workers: [] };
      logger.info({ deployment: current, workers: size }, 'public page renderer started');
      if (old) for (const slot of old.workers) endIfRetired(old, slot);
    }
    const started = running;
    const idle = started.workers.find((slot) => slot.renders.size === 0);
    if (idle) return { started, slot: idle };
    if (started.workers.length < size) {
      const slot = startWorker(started);
      started.workers.push(slot);
      return { started, slot };
    }
    const slot = started.workers.reduce((least, other) =>
      other.renders.size < least.renders.size ? other : least,
    );
    return { started, slot };
  }

  return {
    deployment,
    async render(request, execute) {
      const current = await deployment();
      if (!current) throw new Error('the host or the public remote has no server build (npm run build)');
      const { started, slot: target } = workerFor(current);
      const id = ++nextRender;
      return new Promise<RenderedPage>((resolve, reject) => {
        const timer = setTimeout(() => {
          target.renders.delete(id);
          endIfRetired(started, target);
          reject(new Error(`render of ${request.url} took over ${RENDER_TIMEOUT_MS} ms`));
        }, RENDER_TIMEOUT_MS);
        target.renders.set(id, {
          execute,
          resolve: (page) => {
            clearTimeout(timer);
            resolve(page);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        // The worker keeps the tables it was sent: the same objects for every render, so what is
        // made from them (menus, labels) is made once, and they are not copied for every page.
        const tables = sameTables(target.tables, request.routeTables) ? undefined : request.routeTables;
        target.tables = request.routeTables;
        target.worker.postMessage({ type: 'render', id, request: { ...request, routeTables: tables } });
      });
    },
    async stop() {
      const current = running;
      running = null;
      if (current) await Promise.all(current.workers.map((slot) => slot.worker.terminate()));
    },
  };
}

/** Whether each remote's table is the same object (the API reads a table anew only when its file changes). */
function sameTables(a: PageRequest['routeTables'] | undefined, b: PageRequest['routeTables']): boolean {
  if (!a) return false;
  const remotes = Object.keys(b) as (keyof typeof b)[];
  return remotes.length === Object.keys(a).length && remotes.every((remote) => a[remote] === b[remote]);
}

type WorkerMessage =
  | { type: 'execute'; id: number; renderId: number; query: string; variables: Record<string, unknown> }
  | { type: 'rendered'; id: number; page?: unknown; error?: string };
