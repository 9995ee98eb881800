import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

export interface ApolloClientOptions {
  uri: string;
  /** Read on every request, so a login or logout takes effect at once. */
  getToken: () => string | null;
}

/** The page's one Apollo client (the host creates it; remotes share it as a singleton). */
export function createApolloClient({ uri, getToken }: ApolloClientOptions) {
  const auth = new SetContextLink(({ headers }) => {
    const token = getToken();
    return { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  return new ApolloClient({
    link: auth.concat(new HttpLink({ uri })),
    cache: new InMemoryCache(),
    // Spec §7: no-cache by default; failures reach the caller (errorPolicy stays 'none').
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      watchQuery: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}
