import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';

export const pages: FeaturePages = {
  '/admin/main/general/siteSettings': lazy(() => import('./SiteSettingsPage')),
};
