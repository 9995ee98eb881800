import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/sponsorships/sponsor_apply': lazy(() => import('./SponsorApplyPage')),
  '/sponsorships/sponsorForm': lazy(() => import('./SponsorFormPage')),
  '/sponsorships/sponsor': lazy(() => import('./SponsorsPage')),
  '/sponsorships/floorPlan': lazy(() => import('./FloorPlanPage')),
};

/** The pages without a GraphQL operation, or with page queries only: no Apollo Client. */
export const withoutApolloClient = [
  '/sponsorships/sponsor_apply',
  '/sponsorships/floorPlan',
  '/sponsorships/sponsor',
];
