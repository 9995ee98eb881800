import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { I18nProvider } from '@congress/i18n';
import { Dialogs } from './components/Dialogs';
import { LoadingOverlay } from './components/LoadingOverlay';
import { appStore } from './state/store';
import { GlobalStyle } from './theme/GlobalStyle';
import { theme } from './theme/theme';

/**
 * Everything a page needs around it: the shared store, theme, language and API client, plus the
 * global overlay and dialogs. The host uses it once; a remote uses it only when run standalone.
 */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <I18nProvider>
          <ApolloProvider client={client}>
            {children}
            <LoadingOverlay />
            <Dialogs />
          </ApolloProvider>
        </I18nProvider>
      </ThemeProvider>
    </JotaiProvider>
  );
}
