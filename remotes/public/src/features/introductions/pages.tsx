import { lazyPage, type FeaturePages } from '@congress/components/routing';
import { contentPage } from '../../components/lazyContentPage';
import { committees, congress, history, pastCongress, welcome } from './content';

export const pages: FeaturePages = {
  '/introductions/welcome': contentPage(welcome),
  '/introductions/overview': lazyPage(() => import('./OverviewPage')),
  '/introductions/congress': contentPage(congress),
  '/introductions/committees': contentPage(committees),
  '/introductions/history': contentPage(history),
  '/introductions/past_congress': contentPage(pastCongress),
};

/** Text pages: no GraphQL operation, so no Apollo Client. */
export const withoutApolloClient = Object.keys(pages);
