// Rendered public pages, kept per (deployment, content version, language, address): a change an
// organiser makes raises the content version in its own transaction (migration 9000), so the next
// request renders anew — on every replica, since they read the same version. What changes with the
// clock alone (a registration window opening) is rendered anew after MAX_AGE_MS. Renders of one
// page at once are one render. A render that fails serves the last good page of the address.
export const MAX_ENTRIES = 1_000;
export const MAX_AGE_MS = 60_000;
/** A page whose render failed is not tried again for this long (a broken deploy, under load). */
const RETRY_AFTER_FAILURE_MS = 10_000;

interface Entry<P> {
  page: P;
  at: number;
}

/** Pages of type P (the served page; plain text in the tests). */
export interface PageCache<P> {
  /** The page for `key`, rendered by `render` unless a fresh one is kept; `lastGood` on failure. */
  get(
    key: { deployment: string; version: string; locale: string; url: string },
    render: () => Promise<P>,
  ): Promise<{ page: P; from: 'cache' | 'render' | 'last-good' } | { error: unknown }>;
  /** The page kept for `key` if it is fresh, without rendering (null otherwise). */
  peek(key: { deployment: string; version: string; locale: string; url: string }): P | null;
  clear(): void;
}

export function createPageCache<P>(now: () => number = Date.now): PageCache<P> {
  const pages = new Map<string, Entry<P>>();
  /** When a page's render last failed, by the same key as `pages`. */
  const failures = new Map<string, number>();
  /** The deployment and content version of the pages kept: a newer one makes them all old. */
  let generation = '';
  const lastGood = new Map<string, P>();
  const rendering = new Map<string, Promise<P>>();

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  };

  /** A page's key: its deployment and content version, then its address. */
  const keyOf = (key: { deployment: string; version: string; locale: string; url: string }) => ({
    current: `${key.deployment}|${key.version}`,
    address: `${key.locale}|${key.url}`,
  });
  /** The page kept under `full`, if it is younger than MAX_AGE_MS. */
  const fresh = (full: string) => {
    const kept = pages.get(full);
    return kept && now() - kept.at < MAX_AGE_MS ? kept : undefined;
  };

  return {
    peek(key) {
      const { current, address } = keyOf(key);
      return current === generation ? (fresh(`${current}|${address}`)?.page ?? null) : null;
    },
    async get(key, render) {
      const { current, address } = keyOf(key);
      if (current !== generation) {
        pages.clear();
        failures.clear();
        generation = current;
      }
      const full = `${current}|${address}`;
      const kept = fresh(full);
      if (kept) return { page: kept.page, from: 'cache' };
      const failed = failures.get(full);
      if (failed !== undefined && now() - failed < RETRY_AFTER_FAILURE_MS) {
        const good = lastGood.get(address);
        return good ? { page: good, from: 'last-good' } : { error: new Error('the last render failed') };
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
        const page = await pending;
        failures.delete(full);
        remember(pages, full, { page, at: now() });
        remember(lastGood, address, page);
        return { page, from: 'render' };
      } catch (error) {
        remember(failures, full, now());
        const good = lastGood.get(address);
        return good ? { page: good, from: 'last-good' } : { error };
      }
    },
    clear() {
      pages.clear();
      failures.clear();
      lastGood.clear();
    },
  };
}
