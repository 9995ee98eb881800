// Sending a rendered public page (docs/decisions.md, "A kept page served as kept"), and answering a
// page kept for its content version before the app's middleware (docs/decisions.md, "A kept page
// answered before the app"): Express's twenty layers (helmet, compression, the routers a page
// passes by) were a third of a kept page's CPU, and a kept page is what nearly every reader is sent
// (issue 37: ≤ 20 ms at 50 readers at once). The first answer of a kept page goes through the whole
// app; its status and headers are kept with the page, and later readers of the same address and
// language get the same answer straight from the kept page.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import accepts from 'accepts';
import fresh from 'fresh';
import { remoteForPath, type Locale } from '@congress/domain';
import type { Logger } from '../logger';
import type { PublicPageRenderer } from '../modules/publicPages/publicPageRenderer';
import { ENCODINGS, type Encoding, type ServedPage } from '../modules/publicPages/servedPage';
import { requestLocale } from './pageLocale';
import { logAnswer } from './requestLog';

/** Headers of the body's own encoding, set per answer. */
const PER_ENCODING = new Set(['content-encoding', 'content-length']);
/** Headers of one reader's answer, never repeated to another: such an answer is not kept. */
const PER_READER = ['set-cookie'];

/** How each kept page was answered the first time (status and headers), as the app sent it. */
const firstAnswers = new WeakMap<ServedPage, { status: number; headers: OutgoingHttpHeaders }>();

/**
 * Sends `page` with the headers already set on `res`: 304 to a reader whose copy is current (its
 * ETag), else its bytes in the best encoding the reader takes, compressed once per page
 * (compression() leaves an encoded body alone). Keeps the answer's status and headers for
 * keptPageAnswers.
 */
export async function sendRenderedPage(req: IncomingMessage, res: ServerResponse, page: ServedPage) {
  res.setHeader('ETag', page.etag);
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (!firstAnswers.has(page) && !PER_READER.some((name) => res.hasHeader(name))) {
    const headers = Object.fromEntries(
      Object.entries(res.getHeaders()).filter(([name]) => !PER_ENCODING.has(name)),
    );
    firstAnswers.set(page, { status: res.statusCode, headers });
  }
  const status = res.statusCode;
  if (isFresh(req, status, page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = encodingFor(req);
  const body = await page.body(encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** As Express's req.fresh: a copy named by the ETag is current for a successful answer. */
const isFresh = (req: IncomingMessage, status: number, etag: string) =>
  ((status >= 200 && status < 300) || status === 304) && fresh(req.headers, { etag });

const encodingFor = (req: IncomingMessage): Encoding =>
  (accepts(req).encodings([...ENCODINGS]) || 'identity') as Encoding;

/**
 * Answers a GET for a public page kept for the current deployment and content version, as the
 * app first answered it; false for anything else (the app answers). The page is looked up as the
 * app would render it: by the address as asked for and the reader's language cookie.
 */
export function keptPageAnswers(renderer: PublicPageRenderer, logger: Logger) {
  /**
   * Whether `req` asks for a public page at all: anything else (a file, the member area, the back
   * office, which are never kept) goes straight to the app, without reading the content version.
   */
  const pageRequest = (req: IncomingMessage, url: string, pathname: string) =>
    req.method === 'GET' &&
    url.startsWith('/') &&
    !path.extname(pathname) &&
    remoteForPath(pathname) === 'public' &&
    accepts(req).type('html');

  async function answer(req: IncomingMessage, res: ServerResponse, url: string, pathname: string) {
    const started = process.hrtime.bigint();
    const locale: Locale = requestLocale(req.headers.cookie);
    const page = await renderer.kept({ url, locale });
    const first = page && firstAnswers.get(page);
    if (!page || !first) return false;
    logAnswer(logger, req, res, started, () => pathname);
    if (isFresh(req, first.status, page.etag)) {
      res.writeHead(304, first.headers).end();
      return true;
    }
    const encoding = encodingFor(req);
    const body = await page.body(encoding);
    res.writeHead(first.status, {
      ...first.headers,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    });
    res.end(body);
    return true;
  }

  return (req: IncomingMessage, res: ServerResponse): Promise<boolean> | false => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query >= 0 ? url.slice(0, query) : url;
    return pageRequest(req, url, pathname) ? answer(req, res, url, pathname) : false;
  };
}
