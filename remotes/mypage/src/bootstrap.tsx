import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@congress/router';
import { createApolloClient } from '@congress/graphql';
import { AppProviders, appStore, provideApi, tokenState } from '@congress/ui';
import App from './expose/App';

// Standalone development: the remote with its own providers (npm run dev in this folder).
const getToken = () => appStore.get(tokenState);
provideApi({
  uri: '/graphql',
  getToken,
  createClient: async () => createApolloClient({ uri: '/graphql', getToken }),
});
createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppProviders>,
);
