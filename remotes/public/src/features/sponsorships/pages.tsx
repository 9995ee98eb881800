import { lazyPage, type FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/sponsorships/sponsor_apply': lazyPage(() => import('./SponsorApplyPage')),
  '/sponsorships/sponsorForm': lazyPage(() => import('./SponsorFormPage')),
  '/sponsorships/sponsor': lazyPage(() => import('./SponsorsPage')),
  '/sponsorships/floorPlan': lazyPage(() => import('./FloorPlanPage')),
};

/** The pages without a GraphQL operation, or with page queries only: no Apollo Client. */
export const withoutApolloClient = [
  '/sponsorships/sponsor_apply',
  '/sponsorships/floorPlan',
  '/sponsorships/sponsor',
];
