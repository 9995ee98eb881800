import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@congress/router';
import { createApolloClient } from '@congress/graphql';
import { AppProviders, appStore, tokenState } from '@congress/ui';
import App from './expose/App';

// Standalone development: the remote with its own providers (npm run dev in this folder).
const client = createApolloClient({ uri: '/graphql', getToken: () => appStore.get(tokenState) });
createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders client={client}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppProviders>,
);
