import type { ApolloClient } from '@apollo/client';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { appStore, loadingState, provideApi, tokenState } from '@congress/ui';
import { App } from './App';
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

mirrorLocaleCookie();
const container = appContainer(queriesBusy);
const root = createRoot(container);

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
    // A transition: React renders in slices and leaves the main thread to the reader between them.
    startTransition(() => root.render(<App />));
  })
  .catch((error: unknown) => {
    console.error(error);
    showApp(container);
    root.render(<StartupError />);
  });
