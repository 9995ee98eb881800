// Rendered public pages, kept per (deployment, content version, language, address): a change an
// organiser makes raises the content version in its own transaction (migration 9000), so the next
// request renders anew — on every replica, since they read the same version. What changes with the
// clock alone (a registration window opening) is rendered anew after MAX_AGE_MS. Renders of one
// page at once are one render. A render that fails serves the last good page of the address.
const MAX_ENTRIES = 1_000;
const MAX_AGE_MS = 60_000;
/** A page whose render failed is not tried again for this long (a broken deploy, under load). */
const RETRY_AFTER_FAILURE_MS = 10_000;

interface Entry {
  html: string;
  at: number;
}

export interface PageCache {
  /** The page for `key`, rendered by `render` unless a fresh one is kept; `lastGood` on failure. */
  get(
    key: { deployment: string; version: string; locale: string; url: string },
    render: () => Promise<string>,
  ): Promise<{ html: string; from: 'cache' | 'render' | 'last-good' } | { error: unknown }>;
  clear(): void;
}

export function createPageCache(now: () => number = Date.now): PageCache {
  const pages = new Map<string, Entry>();
  /** When a page's render last failed, by the same key as `pages`. */
  const failures = new Map<string, number>();
  /** The deployment and content version of the pages kept: a newer one makes them all old. */
  let generation = '';
  const lastGood = new Map<string, string>();
  const rendering = new Map<string, Promise<string>>();

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  };

  return {
    async get(key, render) {
      const address = `${key.locale}|${key.url}`;
      const current = `${key.deployment}|${key.version}`;
      if (current !== generation) {
        pages.clear();
        failures.clear();
        generation = current;
      }
      const full = `${current}|${address}`;
      const kept = pages.get(full);
      if (kept && now() - kept.at < MAX_AGE_MS) return { html: kept.html, from: 'cache' };
      const failed = failures.get(full);
      if (failed !== undefined && now() - failed < RETRY_AFTER_FAILURE_MS) {
        const good = lastGood.get(address);
        return good ? { html: good, from: 'last-good' } : { error: new Error('the last render failed') };
      }
      let pending = rendering.get(full);
      if (!pending) {
        pending = render();
        rendering.set(full, pending);
        void pending.then(
          () => rendering.delete(full),
          () => rendering.delete(full),
        );
      }
      try {
        const html = await pending;
        failures.delete(full);
        remember(pages, full, { html, at: now() });
        remember(lastGood, address, html);
        return { html, from: 'render' };
      } catch (error) {
        remember(failures, full, now());
        const good = lastGood.get(address);
        return good ? { html: good, from: 'last-good' } : { error };
      }
    },
    clear() {
      pages.clear();
      failures.clear();
      lastGood.clear();
    },
  };
}
