import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';

export const pages: FeaturePages = {
  '/mypage/sitemap': lazy(() => import('./SitemapPage')),
};
