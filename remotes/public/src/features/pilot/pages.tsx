import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/pilot': lazy(() => import('./PilotPosterPage')),
};

/** No GraphQL operation, so no Apollo Client. */
export const withoutApolloClient = Object.keys(pages);
