import { use, type ReactNode } from 'react';
import { usePageRender } from '../serverRender/PageRenderContext';
import { apolloClient } from './apolloClient';

/**
 * Gives its children the page's Apollo client, loading it first if no one has (the children
 * suspend meanwhile: a page's Suspense shows it busy, and a server-rendered page stays until then).
 * Around every remote page that runs GraphQL operations (FeatureRoutes) and whole remotes that
 * always do. A server render has its own client per request.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const render = usePageRender();
  const { client, ApolloProvider } = render ? render.apollo : use(apolloClient());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
