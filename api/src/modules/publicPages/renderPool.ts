// Runs the public pages' server render in a worker thread (docs/decisions.md, "One renderer"): the
// render's CPU is off the thread that answers requests, and a worker holds one deployment's code.
// When the host's or the public remote's server build changes on disk (a redeploy), the next
// render starts a new worker and the old one ends once its renders are done: no restart, no stale
// module left in a running process.
import { stat } from 'node:fs/promises';
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

interface Running {
  deployment: string;
  worker: Worker;
  renders: Map<
    number,
    { resolve: (page: RenderedPage) => void; reject: (error: Error) => void; execute: Execute }
  >;
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
}): RenderPool {
  const { hostEntry, publicEntry, logger } = options;
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

  /** A worker of an older deployment ends once its last render is done (or given up). */
  function endIfRetired(worker: Running): void {
    if (worker !== running && worker.renders.size === 0) void worker.worker.terminate();
  }

  function start(deployment: string): Running {
    const worker = new Worker(options.workerScript ?? WORKER_SCRIPT, {
      workerData: { hostEntry, publicEntry },
    });
    const started: Running = { deployment, worker, renders: new Map() };
    worker.unref();
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'execute') {
        const render = started.renders.get(message.renderId);
        const answer = render
          ? render.execute(message.query, message.variables)
          : Promise.reject(new Error('render is over'));
        answer.then(
          (result) => worker.postMessage({ type: 'executed', id: message.id, result }),
          (error: unknown) => worker.postMessage({ type: 'executed', id: message.id, error: String(error) }),
        );
        return;
      }
      const render = started.renders.get(message.id);
      if (!render) return;
      started.renders.delete(message.id);
      if (message.error) render.reject(new Error(message.error));
      else render.resolve(message.page as RenderedPage);
      endIfRetired(started);
    });
    worker.on('error', (error) => {
      logger.error({ err: error }, 'public page render worker failed');
      for (const render of started.renders.values()) render.reject(error);
      started.renders.clear();
      if (running === started) running = null;
    });
    worker.on('exit', () => {
      if (running === started) running = null;
    });
    logger.info({ deployment }, 'public page renderer started');
    return started;
  }

  async function workerFor(current: string): Promise<Running> {
    if (running && running.deployment === current) return running;
    const old = running;
    running = start(current);
    if (old) endIfRetired(old);
    return running;
  }

  return {
    deployment,
    async render(request, execute) {
      const current = await deployment();
      if (!current) throw new Error('the host or the public remote has no server build (npm run build)');
      const target = await workerFor(current);
      const id = ++nextRender;
      return new Promise<RenderedPage>((resolve, reject) => {
        const timer = setTimeout(() => {
          target.renders.delete(id);
          endIfRetired(target);
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
        target.worker.postMessage({ type: 'render', id, request });
      });
    },
    async stop() {
      const current = running;
      running = null;
      if (current) await current.worker.terminate();
    },
  };
}

type WorkerMessage =
  | { type: 'execute'; id: number; renderId: number; query: string; variables: Record<string, unknown> }
  | { type: 'rendered'; id: number; page?: unknown; error?: string };
