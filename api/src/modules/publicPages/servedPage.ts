// A rendered page as it is served (docs/decisions.md, "A kept page served as kept"): compressed
// once per encoding and kept with the page, not compressed again for every reader, and named by
// an ETag, so a reader's browser revalidating its copy is answered 304 without a body.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';
/** The encodings offered, best first (what `req.acceptsEncodings` picks from). */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

export interface ServedPage {
  html: string;
  etag: string;
  /** The page's bytes in `encoding`: made on first use (in libuv's thread pool), then kept. */
  body(encoding: Encoding): Promise<Buffer>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The smallest window the page fits in: brotli's default (4 MiB) only made each page's encoder
 * allocate and clear memory it never used (a 64 KB page: the same bytes, 2.2 ms instead of 2.9).
 */
export const windowBits = (bytes: number): number =>
  Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(bytes + 1))));

/**
 * One page is compressed at a time. Fifty new pages compressed at once in libuv's four threads
 * took 8.4–9.4 ms of CPU each, a third of it the kernel's (each encoder's memory mapped and
 * cleared anew), against 1.9–2.1 ms one after another: after an organiser's change that was the
 * largest part of a new page's cost. One at a time still compresses some 450 pages a second,
 * above what the renderers make.
 */
let compressing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const done = compressing.then(job);
  compressing = done.catch(() => undefined);
  return done;
}

export function servedPage(html: string): ServedPage {
  const raw = Buffer.from(html, 'utf8');
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  const bodies = new Map<Encoding, Promise<Buffer>>();
  const encode = (encoding: Encoding): Promise<Buffer> => {
    if (encoding === 'identity') return Promise.resolve(raw);
    if (encoding === 'gzip') return oneAtATime(() => gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }));
    // Quality 8 of 11: the first reader of a page just rendered waits for it. Measured on rendered
    // pages of 32–68 KB (2 × AMD EPYC): 0.8–2.3 ms at 8, 13–20 ms at 9 (a slower match finder
    // from 9 on) for 0.1–0.5 % fewer bytes; 11 is 10 % smaller at 90–250 ms.
    return oneAtATime(() =>
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 8,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(raw.length),
        },
      }),
    );
  };
  return {
    html,
    etag,
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body = encode(encoding);
        bodies.set(encoding, body);
        // A failure is not kept: the next reader tries again.
        body.catch(() => bodies.delete(encoding));
      }
      return body;
    },
  };
}
