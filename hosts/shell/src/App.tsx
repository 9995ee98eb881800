import { BrowserRouter } from '@congress/router';
import { AppProviders, useSessionBootstrap, useWindowSizeTracker } from '@congress/ui';
import { RouteLabels } from './i18n/RouteLabels';
import { Layout } from './layout/Layout';
import { ScrollToTop } from './routing/ScrollToTop';
import { ShellRoutes } from './routing/ShellRoutes';

/** The site inside its providers and router: the browser's BrowserRouter, the server's StaticRouter. */
export function Shell() {
  useWindowSizeTracker();
  useSessionBootstrap();
  return (
    <RouteLabels>
      <Layout>
        <ScrollToTop />
        <ShellRoutes />
      </Layout>
    </RouteLabels>
  );
}

export function App() {
  return (
    <AppProviders>
      {/* Synchronous navigation: a logout and its redirect land in one render, so guards never see a half state. */}
      <BrowserRouter useTransitions={false}>
        <Shell />
      </BrowserRouter>
    </AppProviders>
  );
}
