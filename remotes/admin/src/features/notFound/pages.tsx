import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';

export const pages: FeaturePages = {
  '/admin/*': lazy(() => import('./AdminNotFoundPage')),
};
