import {
  createServer,
  get as httpGet,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Logger } from '../../logger';
import type { PublicPageRenderer } from '../../modules/publicPages/publicPageRenderer';
import { servedPage, type ServedPage } from '../../modules/publicPages/servedPage';
import { keptPageAnswers, sendRenderedPage } from '../renderedPage';

const logger = { info: () => undefined } as unknown as Logger;
const HOME = '<!doctype html><html lang="en"><body><h1>Precision nutrition</h1></body></html>';

/**
 * A server answering as app.ts does: kept pages first, the rest by `app` (here: the headers the
 * middleware would set, then the page sent as the page handler sends it). `kept` is what the
 * renderer holds for the current content version; `appAnswers` counts what reached the app.
 */
async function start(options: { setCookie?: boolean } = {}) {
  const kept = new Map<string, ServedPage>();
  const renderer = {
    kept: async ({ url, locale }: { url: string; locale: string }) => kept.get(`${locale}|${url}`) ?? null,
  } as unknown as PublicPageRenderer;
  const answerKept = keptPageAnswers(renderer, logger);
  let appAnswers = 0;
  const app = (req: IncomingMessage, res: ServerResponse) => {
    appAnswers += 1;
    const url = req.url ?? '/';
    const page = kept.get(`en|${url}`) ?? servedPage(`${HOME}<!-- ${url} -->`);
    kept.set(`en|${url}`, page);
    res.statusCode = url.startsWith('/missing') ? 404 : 200;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Cookie');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "default-src 'self'");
    if (options.setCookie) res.setHeader('Set-Cookie', `session=${appAnswers}`);
    void sendRenderedPage(req, res, page);
  };
  const server: Server = createServer((req, res) => {
    const answer = answerKept(req, res);
    if (!answer) return app(req, res);
    void answer.then((answered) => answered || app(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    appAnswers: () => appAnswers,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers } });
const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== 'date');

describe('a kept page answered before the app', () => {
  let server: Awaited<ReturnType<typeof start>>;
  beforeEach(async () => {
    server = await start();
  });
  afterEach(() => server.close());

  it('is answered as the app first answered it: status, headers and bytes', async () => {
    const first = await get(`${server.base}/home`);
    const second = await get(`${server.base}/home`);
    expect(server.appAnswers()).toBe(1);
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(await second.text()).toBe(await first.text());
  });

  it('keeps a not-found page not found', async () => {
    expect((await get(`${server.base}/missing`)).status).toBe(404);
    expect((await get(`${server.base}/missing`)).status).toBe(404);
    expect(server.appAnswers()).toBe(1);
  });

  it('answers a reader whose copy is current with 304, and in the encoding each reader takes', async () => {
    const { etag } = Object.fromEntries(headersOf(await get(`${server.base}/home`))) as { etag: string };
    const revalidated = await new Promise<IncomingMessage>((resolve) =>
      // fetch() asks for no-cache with an If-None-Match; a browser's revalidation does not.
      httpGet(`${server.base}/home`, { headers: { accept: 'text/html', 'if-none-match': etag } }, resolve),
    );
    expect(revalidated.statusCode).toBe(304);
    revalidated.resume();
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
      httpGet(
        `${server.base}/home`,
        { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      ),
    );
    expect(raw.encoding).toBe('gzip');
    expect(zlib.gunzipSync(raw.body).toString('utf8')).toContain('Precision nutrition');
    expect(server.appAnswers()).toBe(1);
  });

  it('leaves to the app what is not a page: another method, a file, a request not for HTML, another address', async () => {
    await get(`${server.base}/home`);
    await fetch(`${server.base}/home`, { method: 'HEAD', headers: { accept: 'text/html' } });
    await fetch(`${server.base}/home`, { headers: { accept: 'application/json' } });
    await get(`${server.base}/home.js`);
    await get(`${server.base}/home?page=2`);
    expect(server.appAnswers()).toBe(5);
  });
});

describe('an answer that set a cookie', () => {
  it('is never repeated to another reader', async () => {
    const server = await start({ setCookie: true });
    try {
      const first = await get(`${server.base}/home`);
      const second = await get(`${server.base}/home`);
      expect(first.headers.get('set-cookie')).toBe('session=1');
      expect(second.headers.get('set-cookie')).toBe('session=2');
      expect(server.appAnswers()).toBe(2);
    } finally {
      await server.close();
    }
  });
});
