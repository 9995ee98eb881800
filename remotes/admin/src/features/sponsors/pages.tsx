import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';

export const pages: FeaturePages = {
  '/admin/main/sponsor/sponsorData': lazy(() => import('./SponsorsPage')),
};
