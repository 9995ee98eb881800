import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { PageRenderContext, type PageRender } from './serverRender/PageRenderContext';
import { ThemeProvider } from 'styled-components';
import { I18nProvider } from '@congress/i18n';
import { Dialogs } from './components/Dialogs';
import { LoadingOverlay } from './components/LoadingOverlay';
import { appStore } from './state/store';
import { GlobalStyle } from './theme/GlobalStyle';
import { theme } from './theme/theme';

/**
 * Everything a page needs around it: the shared store, theme and language, plus the global
 * overlay and dialogs. The host uses it once; a remote uses it only when run standalone. The API
 * client is not here: it is loaded when needed (provideApolloClient, WithApollo). A server render
 * passes its own store and its render context (one of each per request).
 */
export function AppProviders({
  children,
  store = appStore,
  render = null,
}: {
  children: ReactNode;
  store?: typeof appStore;
  render?: PageRender | null;
}) {
  return (
    <PageRenderContext value={render}>
      <JotaiProvider store={store}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <I18nProvider>
            {children}
            <LoadingOverlay />
            <Dialogs />
          </I18nProvider>
        </ThemeProvider>
      </JotaiProvider>
    </PageRenderContext>
  );
}
