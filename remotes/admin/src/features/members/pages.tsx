import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/member/allUsers': lazy(() => import('./MembersPage')),
  '/admin/main/member/unregistered': lazy(() => import('./DormantPage')),
};
