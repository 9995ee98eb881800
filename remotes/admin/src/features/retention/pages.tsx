import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/general/retention': lazy(() => import('./RetentionPage')),
  '/admin/main/member/deletionRequests': lazy(() => import('./DeletionRequestsPage')),
};
