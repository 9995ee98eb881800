import type { ApolloClient } from '@apollo/client';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from '@congress/graphql';
import { appStore, loadingState, tokenState } from '@congress/ui';
import { App } from './App';
import { loadRuntimeConfig } from './runtimeConfig';
import { StartupError } from './layout/StartupError';
import { mirrorLocaleCookie } from './prerender/localeCookie';
import { appContainer, showApp } from './prerender/takeover';

let client: ApolloClient | null = null;
/** A query of the page is waiting for its answer (the prerendered copy stays until it has it). */
const queriesBusy = () =>
  !client || [...client.getObservableQueries('active')].some((query) => query.getCurrentResult().loading);

mirrorLocaleCookie();
const container = appContainer(queriesBusy);
const root = createRoot(container);

loadRuntimeConfig()
  .then((config) => {
    client = createApolloClient({
      uri: config.graphqlUrl,
      getToken: () => appStore.get(tokenState),
      // The global loading overlay (spec §1) shows while something is being saved.
      onMutationActivity: (busy) => appStore.set(loadingState, busy),
    });
    // A transition: React renders in slices and leaves the main thread to the reader between them.
    const app = <App client={client} />;
    startTransition(() => root.render(app));
  })
  .catch((error: unknown) => {
    console.error(error);
    showApp(container);
    root.render(<StartupError />);
  });
