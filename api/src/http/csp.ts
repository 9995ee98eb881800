// Content-Security-Policy of the site's pages (docs/decisions.md, "Content-Security-Policy (issue 23
// §5)"). The login token lives in localStorage, where any script running in a page can read it: a
// page runs only the scripts of this site and of the remotes' configured origins, and the inline
// code the server itself put in it (the built index.html's), each
// allowed by its SHA-256 hash. Hashes rather than nonces: the same page is the same response, so
// it stays cacheable and revalidates (a 304 would pair a new nonce with a cached body).
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Parser } from 'htmlparser2';
import type { Config } from '../config';

export const CSP_HEADER = 'Content-Security-Policy';

/** Inline code of a page: the bodies of its `<script>` elements and of its event-handler attributes. */
export interface InlineCode {
  scripts: string[];
  handlers: string[];
}

export const NO_INLINE_CODE: InlineCode = { scripts: [], handlers: [] };

/** The CSP source allowing exactly this inline code. */
export const hashSource = (code: string): string =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** Script types a browser runs (a JSON-LD or template block is data, which CSP does not check). */
const RUNNABLE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * The inline code of a trusted page template (the host's built index.html): script elements
 * without `src` and `on…` attributes, as the browser decodes them (the hash is of the decoded text).
 * Never used on a page holding content (a server-rendered page's markup): whatever code that carried
 * would be allowed with it.
 */
export function inlineCodeOf(html: string): InlineCode {
  const found: InlineCode = { scripts: [], handlers: [] };
  let script: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes))
          if (/^on/i.test(attribute)) found.handlers.push(value);
        if (name === 'script' && attributes.src === undefined && RUNNABLE.test(attributes.type ?? ''))
          script = '';
      },
      ontext(text) {
        if (script !== null) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== null) {
          found.scripts.push(script);
          script = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return found;
}

/**
 * A source expression for a remote's base URL when it is on another origin (a CDN); null when it
 * is a path on this site. A protocol-relative URL gives its host (the page's scheme applies).
 */
export function remoteSource(name: string, base: string): string | null {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(base);
  if (!absolute && !base.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(absolute ? base : `https:${base}`);
  } catch {
    throw new Error(`${name} is not a valid URL: ${base}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL or a path on this site: ${base}`);
  return absolute ? url.origin : url.host;
}

const unique = (values: string[]) => [...new Set(values)];

export type PagePolicy = (inline?: InlineCode) => string;

/**
 * The policy of the site's pages, built once from the configuration; the page's inline code adds
 * its hashes. Throws at start-up on a REMOTE_*_URL that is not a URL or a path.
 */
export function pagePolicy(config: Config): PagePolicy {
  const remotes = unique(
    (
      [
        ['REMOTE_PUBLIC_URL', config.REMOTE_PUBLIC_URL],
        ['REMOTE_MYPAGE_URL', config.REMOTE_MYPAGE_URL],
        ['REMOTE_ADMIN_URL', config.REMOTE_ADMIN_URL],
      ] as const
    )
      .map(([name, base]) => remoteSource(name, base))
      .filter((source): source is string => source !== null),
  );
  // The gateway's payment window is opened by navigation (protocol §2.2), which CSP does not
  // restrict; a form posted to the gateway is allowed all the same (KG's pay_url host).
  const gateway = config.KG_API_URL ? [new URL(config.KG_API_URL).origin] : [];
  const fixed = {
    // Remotes' chunks are scripts; their mf-manifest.json is fetched; their stylesheets and fonts.
    'connect-src': ["'self'", ...remotes],
    // styled-components writes style elements (on the server and at run time), and rendered markup
    // carries style attributes: inline styles stay allowed. They cannot run code, and the sources
    // a stylesheet could send data to (fonts, connections) are limited to the site and remotes.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'font-src': ["'self'", ...remotes],
    // Organisers' rich text may show images from any http(s) address; the favicon is a data: URL.
    'img-src': ['*', 'data:', 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...gateway],
    'frame-ancestors': ["'none'"],
  };
  const serialise = (directives: Record<string, string[]>) =>
    Object.entries(directives)
      .map(([name, sources]) => `${name} ${sources.join(' ')}`)
      .join('; ');
  return (inline = NO_INLINE_CODE) => {
    const handlers = unique(inline.handlers.map(hashSource));
    const scripts = [
      "'self'",
      ...remotes,
      ...unique(inline.scripts.map(hashSource)),
      // An event-handler attribute runs only with 'unsafe-hashes' and its hash.
      ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : []),
      // WebAssembly may be compiled (the check-in page's QR decoder, zxing-wasm, loaded from the
      // admin remote's own files); this allows no eval() of JavaScript.
      "'wasm-unsafe-eval'",
    ];
    return serialise({ 'default-src': ["'self'"], 'script-src': scripts, ...fixed });
  };
}

/**
 * Every response from here on carries the page policy without inline code; a page with inline
 * code (static.ts) or a response of its own (uploads, the gateway emulator) sets its own.
 */
export function contentSecurityPolicy(policy: PagePolicy): RequestHandler {
  const header = policy();
  return (_req, res, next) => {
    res.setHeader(CSP_HEADER, header);
    next();
  };
}
