import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { mutationActivityLink } from './mutationActivityLink';

export interface ApolloClientOptions {
  uri: string;
  /** Read on every request, so a login or logout takes effect at once. */
  getToken: () => string | null;
  /** Told when a mutation starts (true) and ends (false): the global loading overlay. */
  onMutationActivity?: (busy: boolean) => void;
}

/** The page's one Apollo client (the host creates it; remotes share it as a singleton). */
export function createApolloClient({ uri, getToken, onMutationActivity }: ApolloClientOptions) {
  const auth = new SetContextLink(({ headers }) => {
    const token = getToken();
    return { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  const links = [auth, new HttpLink({ uri })];
  if (onMutationActivity) links.unshift(mutationActivityLink(onMutationActivity));
  return new ApolloClient({
    link: ApolloLink.from(links),
    cache: new InMemoryCache(),
    // Spec §7: no-cache by default; failures reach the caller (errorPolicy stays 'none').
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      watchQuery: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}
