// Apollo Client on demand (docs/decisions.md, "Apollo Client on demand"). Apollo Client with its
// cache, links and rxjs is ~45 KB (brotli) and most public pages run no query: the page's one
// client is created the first time something needs it (a page with data, the session check of a
// stored token, a form), and the module stays off pages that never do. Types only here: the
// client's code arrives with `apolloClient()`.
import type { ApolloClient } from '@apollo/client';
import type { ApolloProvider } from '@apollo/client/react';
import type { GraphQLEndpoint } from '@congress/graphql';
import { readablePromise } from '@congress/domain';

export interface LoadedApollo {
  client: ApolloClient;
  ApolloProvider: typeof ApolloProvider;
}

let endpoint: GraphQLEndpoint | null = null;
let create: (() => Promise<ApolloClient>) | null = null;
let loading: Promise<LoadedApollo> | null = null;
let loaded: ApolloClient | null = null;

/**
 * Where the page's API is and how it creates its client (the host at start, or a remote run
 * standalone); the client is created at most once, on first need.
 */
export function provideApi(api: GraphQLEndpoint & { createClient: () => Promise<ApolloClient> }): void {
  endpoint = { uri: api.uri, getToken: api.getToken };
  create = api.createClient;
  loading = null;
  loaded = null;
}

/** The API's address and token, for a request without Apollo Client (requestGraphQL). */
export function graphqlEndpoint(): GraphQLEndpoint {
  if (!endpoint) throw new Error('no API was provided (provideApi)');
  return endpoint;
}

/** The page's client, created on the first call; a failed attempt is tried again on the next. */
export function apolloClient(): Promise<LoadedApollo> {
  if (!loading) {
    if (!create) return Promise.reject(new Error('no API was provided (provideApi)'));
    loading = readablePromise(
      Promise.all([create(), import('@apollo/client/react')]).then(([client, react]) => {
        loaded = client;
        return { client, ApolloProvider: react.ApolloProvider };
      }),
    );
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The client if something has created it already, else null (nothing to clear, nothing in flight). */
export function loadedApolloClient(): ApolloClient | null {
  return loaded;
}
