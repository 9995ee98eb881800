import type { Page, Request } from '@playwright/test';

const watched = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests on their way from now on (call it before the page's first goto).
 * Returns the page, for chaining.
 */
export function watchRequests(page: Page): Page {
  if (watched.has(page)) return page;
  const pending = new Set<Request>();
  watched.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return page;
}

/**
 * Resolves once no request of the page has been on its way for `quietMs` (a redirect's hops and
 * a failed request count as finished). Playwright's 'networkidle' waits a fixed 500 ms after the
 * last request; the crawls open a hundred pages and would spend most of a minute in that wait.
 */
export async function requestsSettled(page: Page, quietMs = 200, timeoutMs = 30_000): Promise<void> {
  const pending = watched.get(page);
  if (!pending) throw new Error('requestsSettled: call watchRequests(page) before the page loads');
  const started = Date.now();
  let quietSince = 0;
  for (;;) {
    const now = Date.now();
    if (pending.size) quietSince = 0;
    else if (!quietSince) quietSince = now;
    if (quietSince && now - quietSince >= quietMs) return;
    if (now - started > timeoutMs)
      throw new Error(`requests still on their way: ${[...pending].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
