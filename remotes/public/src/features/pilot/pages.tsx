import { lazyPage, type FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/pilot': lazyPage(() => import('./PilotPosterPage')),
};

/** No GraphQL operation, so no Apollo Client. */
export const withoutApolloClient = Object.keys(pages);
