import type { FeaturePages } from '@congress/components/routing';
import { contentPage } from '../../components/lazyContentPage';
import { awards, travelGrants } from './content';

export const pages: FeaturePages = {
  '/abstracts/awards': contentPage(awards),
  '/abstracts/travel_grants': contentPage(travelGrants),
};

/** Text pages (content.ts): no GraphQL operation, so no Apollo Client. */
export const withoutApolloClient = Object.keys(pages);
