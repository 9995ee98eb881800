import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/mypage/my_data': lazy(() => import('./MyDataPage')),
};
