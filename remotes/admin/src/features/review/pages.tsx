import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/abstract/reviewSettings': lazy(() => import('./ReviewSettingsPage')),
  '/admin/main/abstract/reviewers': lazy(() => import('./ReviewersPage')),
  '/admin/main/abstract/reviewAssignment': lazy(() => import('./ReviewAssignmentPage')),
  '/admin/main/abstract/reviewProgress': lazy(() => import('./ReviewProgressPage')),
};
