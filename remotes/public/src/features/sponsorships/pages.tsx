import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';

// Sponsors, the sponsorship form and the floor plan open in a later release.
export const pages: FeaturePages = {
  '/sponsorships/sponsor_apply': lazy(() => import('./SponsorApplyPage')),
};
