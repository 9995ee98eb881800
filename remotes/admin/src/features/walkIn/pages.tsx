import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/onsite/walkIn': lazy(() => import('./WalkInPage')),
  '/admin/main/onsite/deskAccounts': lazy(() => import('./FrontDeskAccountsPage')),
};
