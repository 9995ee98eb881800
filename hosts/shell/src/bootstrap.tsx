import { createRoot } from 'react-dom/client';
import { createApolloClient } from '@congress/graphql';
import { appStore, loadingState, tokenState } from '@congress/ui';
import { App } from './App';
import { loadRuntimeConfig } from './runtimeConfig';
import { StartupError } from './layout/StartupError';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    const client = createApolloClient({
      uri: config.graphqlUrl,
      getToken: () => appStore.get(tokenState),
      // The global loading overlay (spec §1) shows while something is being saved.
      onMutationActivity: (busy) => appStore.set(loadingState, busy),
    });
    root.render(<App client={client} />);
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<StartupError />);
  });
