import { lazyPage, type FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/informations/news_notices': lazyPage(() => import('./NewsNoticesPage')),
  '/informations/bbsDetail/:bbsId': lazyPage(() => import('./BbsDetailPage')),
  '/informations/download_center': lazyPage(() => import('./DownloadCenterPage')),
};

/** The lists read with page queries only (the post's page counts a view through Apollo Client). */
export const withoutApolloClient = ['/informations/news_notices', '/informations/download_center'];
