import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { APP_HYDRATING_EVENT, remoteForPath } from '@congress/domain';
import {
  appStore,
  loadingState,
  provideApi,
  restorePageQueries,
  siteRoutesState,
  tokenState,
} from '@congress/ui';
import { loadRuntimeConfig } from './runtimeConfig';
import { StartupError } from './layout/StartupError';
import { mirrorLocaleCookie } from './i18n/localeCookie';
import { preloadTranslation } from '@congress/i18n';
import { readPageState } from './pageState';

/**
 * The browser's first use of number and date formatting builds its list of available locales
 * (measured in Chromium: ~17–25 ms for numbers, 4–16 ms for dates, without CPU slowdown), and
 * react-intl's first provider asks for both in the middle of React's render. Each is done here in
 * a task of its own while the app's modules load: two short tasks instead of one long one.
 */
function warmUpIntl(): void {
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf('en');
    setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf('en'));
  });
}

/**
 * A member-area or back-office address opened with a login: that remote's code starts loading as
 * soon as its address is known, alongside the shell's first render and the session check, instead
 * of after them (issue 36: on a slow phone each wait in a row costs seconds). Without a login the
 * guard sends the visitor to the login page: nothing is loaded ahead.
 */
function preloadMemberArea(): void {
  const remote = remoteForPath(window.location.pathname);
  if (remote === 'public' || !appStore.get(tokenState)) return;
  void import(/* webpackMode: "eager" */ './remotes/RemoteApp').then(({ preloadRemoteApp }) =>
    preloadRemoteApp(remote),
  );
}

warmUpIntl();
// A public page comes rendered by the server (docs/decisions.md, "One renderer"): the app starts
// from what it was rendered with, so its first render is the server's and React hydrates the HTML.
const served = readPageState();
// Hydrated when the page is in the reader's language; drawn anew in theirs when it is not.
const hydrate = mirrorLocaleCookie(served?.locale ?? null) && served !== null;
if (served) {
  appStore.set(siteRoutesState, served.routeTables);
  restorePageQueries(served.pageQueries);
}
const container = document.getElementById('root')!;
let root: Root | null = null;

loadRuntimeConfig(served?.runtimeConfig)
  .then((config) => {
    // The API client is created the first time a page needs it (docs/decisions.md, "Apollo Client
    // on demand"): most public pages never load it.
    const getToken = () => appStore.get(tokenState);
    provideApi({
      uri: config.graphqlUrl,
      getToken,
      createClient: async () => {
        const { createApolloClient } = await import('@congress/graphql');
        return createApolloClient({
          uri: config.graphqlUrl,
          getToken,
          // The global loading overlay (spec §1) shows while something is being saved.
          onMutationActivity: (busy) => appStore.set(loadingState, busy),
        });
      },
    });
    preloadMemberArea();
    // `eager`: in this chunk, no extra request.
    const app = import(/* webpackMode: "eager" */ './App');
    // A page to hydrate waits for what it needs first (its remote, code, texts), so that React
    // hydrates it in one pass; a failure to load is shown by the app as on any page. After the
    // shell's own modules: the shared modules the remote uses are then the shell's.
    if (!hydrate || !served) return app;
    return app.then(async (loaded) => {
      const { preloadForHydration } = await import(/* webpackMode: "eager" */ './remotes/RemoteApp');
      await Promise.all([
        preloadTranslation(served.locale).catch(() => undefined),
        preloadForHydration('public', window.location.pathname, served.locale),
      ]);
      return loaded;
    });
  })
  .then(({ App }) => {
    // A transition: React hydrates (or renders) in slices and leaves the main thread to the reader
    // between them; a tap on the page meanwhile is handled first (React's selective hydration).
    // The start script stops keeping clicks for the app: React replays them from here on.
    if (hydrate) document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    startTransition(() => {
      if (hydrate)
        root = hydrateRoot(container, <App />, {
          // A part React could not hydrate is drawn anew (and loses what was typed into it): said
          // where the browser tests read, not only to the page's error event.
          onRecoverableError: (error) =>
            console.error('A part of the page was drawn anew, not hydrated:', error),
        });
      else {
        root = createRoot(container);
        root.render(<App />);
      }
    });
  })
  .catch((error: unknown) => {
    console.error(error);
    if (root) root.render(<StartupError />);
    else {
      container.replaceChildren();
      createRoot(container).render(<StartupError />);
    }
  });
