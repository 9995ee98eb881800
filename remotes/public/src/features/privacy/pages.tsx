import { lazyPage, type FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/privacy': lazyPage(() => import('./PrivacyPolicyPage')),
};

/** A page query only (rendered on the server): no Apollo Client. */
export const withoutApolloClient = Object.keys(pages);
