import { lazy, useState, type ComponentType } from 'react';

/** A page component whose code can be loaded before it is rendered (see preloadFeaturePage). */
export type PreloadablePage = ComponentType & { preload: () => Promise<void> };

/**
 * React's `lazy` with a way to load the page's code ahead: a server-rendered page is hydrated only
 * once its code is in, so hydration does not suspend. `lazy` suspends on its first render even when
 * the code has arrived, so a page whose code is loaded renders it directly; the choice is kept for
 * the element's life (a page mounted while loading stays on `lazy`, which then renders it).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () => {
    if (!loading) {
      loading = load().then((module) => {
        loaded = module.default;
        return module;
      });
      // A failed load is tried again by the next render (the remote's retry).
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const Lazy = lazy(start);
  function Page() {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = () => start().then(() => undefined);
  return Page;
}

/** The page's `preload`, when it has one (a page wrapped in a guard hands on its page's). */
export const preloadOf = (Page: ComponentType | undefined): (() => Promise<void>) | undefined =>
  (Page as Partial<PreloadablePage> | undefined)?.preload;
