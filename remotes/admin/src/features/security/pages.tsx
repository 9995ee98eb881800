import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/security': lazy(() => import('./SecurityPage')),
};
