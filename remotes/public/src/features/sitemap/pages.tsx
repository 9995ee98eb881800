import { lazyPage, type FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/auth/sitemap': lazyPage(() => import('./SitemapPage')),
};

/** No GraphQL operation, so no Apollo Client. */
export const withoutApolloClient = Object.keys(pages);
