import type { ApolloClient } from '@apollo/client';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { remoteForPath } from '@congress/domain';
import { appStore, loadingState, provideApi, tokenState } from '@congress/ui';
import { loadRuntimeConfig } from './runtimeConfig';
import { StartupError } from './layout/StartupError';
import { mirrorLocaleCookie } from './prerender/localeCookie';
import { appContainer, showApp } from './prerender/takeover';

let client: ApolloClient | null = null;
/**
 * A query of the page is waiting for its answer (the prerendered copy stays until it has it).
 * Without a client no query can run: a page that needs one is busy (suspended) while it loads.
 */
const queriesBusy = () =>
  client !== null &&
  [...client.getObservableQueries('active')].some((query) => query.getCurrentResult().loading);

/**
 * The browser's first use of number and date formatting builds its list of available locales
 * (measured in Chromium: ~17–25 ms for numbers, 4–16 ms for dates, without CPU slowdown), and
 * react-intl's first provider asks for both in the middle of React's render. Each is done here in
 * a task of its own while the runtime configuration is on its way: two short tasks instead of one
 * long one (docs/decisions.md, "Takeover in slices").
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
mirrorLocaleCookie();
const container = appContainer(queriesBusy);
// Created once the app's modules are in (createRoot listens to every event type: a task of its own).
let root: Root | null = null;

loadRuntimeConfig()
  .then((config) => {
    // The API client is created the first time a page needs it (docs/decisions.md, "Apollo Client
    // on demand"): most public pages never load it.
    const getToken = () => appStore.get(tokenState);
    provideApi({
      uri: config.graphqlUrl,
      getToken,
      createClient: async () => {
        const { createApolloClient } = await import('@congress/graphql');
        client = createApolloClient({
          uri: config.graphqlUrl,
          getToken,
          // The global loading overlay (spec §1) shows while something is being saved.
          onMutationActivity: (busy) => appStore.set(loadingState, busy),
        });
        return client;
      },
    });
    preloadMemberArea();
    // The app's own modules are evaluated in a task of their own, after the shared libraries'
    // (docs/decisions.md, "Takeover in slices"); `eager`: in this chunk, no extra request.
    return import(/* webpackMode: "eager" */ './App');
  })
  .then(
    ({ App }) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          root = createRoot(container);
          // A transition: React renders in slices and leaves the main thread to the reader between them.
          startTransition(() => root?.render(<App />));
          resolve();
        }),
      ),
  )
  .catch((error: unknown) => {
    console.error(error);
    showApp(container);
    (root ??= createRoot(container)).render(<StartupError />);
  });
