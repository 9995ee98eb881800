import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@congress/router';
import { createApolloClient } from '@congress/graphql';
import { AppProviders, appStore, provideApi, tokenState } from '@congress/ui';

/**
 * Standalone development (npm run dev in a remote's folder): the remote's App on its own page,
 * with the providers and API client the host gives it otherwise. Called by a remote's
 * src/bootstrap.tsx, behind the async boundary Module Federation needs before shared modules run.
 */
export function startStandalone(App: ComponentType, element = document.getElementById('root')) {
  if (!element) throw new Error('The page has no #root element to start the remote in.');
  const getToken = () => appStore.get(tokenState);
  provideApi({
    uri: '/graphql',
    getToken,
    createClient: async () => createApolloClient({ uri: '/graphql', getToken }),
  });
  createRoot(element).render(
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>,
  );
}
