// The site's own addresses. Neither is ever taken from a request's Host header, which the client
// chooses: payment return addresses, mail links and canonical URLs must not point elsewhere.
import type { Request } from 'express';
import type { Config } from '../config';

/** This process's own address (the socket's local end), for calls the API makes to itself. */
export function localUrlOf(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:')
    ? address.slice(7)
    : address.includes(':')
      ? `[${address}]`
      : address;
  return `http://${host}:${req.socket.localPort ?? 80}`;
}

/**
 * The site's address as visitors reach it: PUBLIC_URL (required in production); outside
 * production without it, this process's own address.
 */
export const siteOrigin = (config: Pick<Config, 'PUBLIC_URL'>, req: Request): string =>
  config.PUBLIC_URL?.replace(/\/+$/, '') ?? localUrlOf(req);
