import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/informations/news_notices': lazy(() => import('./NewsNoticesPage')),
  '/informations/bbsDetail/:bbsId': lazy(() => import('./BbsDetailPage')),
  '/informations/download_center': lazy(() => import('./DownloadCenterPage')),
};
