// One short line per request at info level: method, path, status and time (issue 15 §9). No
// headers and no query string (a find-password check carries its code there), so the start-up
// summary does not scroll away under screens of JSON and no secret reaches the log.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

const QUIET_PATHS = new Set(['/healthz']);

/** Logs the answer to `req` once it is sent (or aborted); `pathOf` gives its path, without query. */
export function logAnswer(
  logger: Logger,
  req: IncomingMessage & { body?: unknown },
  res: ServerResponse,
  started: bigint,
  pathOf: () => string,
): void {
  res.once('close', () => {
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
    // Which GraphQL operation it was, when the client named it (every bundle's documents do).
    const body: unknown = req.body;
    const operation =
      body && typeof body === 'object' && 'operationName' in body && typeof body.operationName === 'string'
        ? ` ${body.operationName.slice(0, 60)}`
        : '';
    const status = res.writableFinished ? String(res.statusCode) : 'aborted';
    logger.info(`${req.method} ${pathOf()}${operation} ${status} ${ms}ms`);
  });
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (QUIET_PATHS.has(req.path)) return next();
    logAnswer(logger, req, res, process.hrtime.bigint(), () => `${req.baseUrl}${req.path}`);
    next();
  };
}
