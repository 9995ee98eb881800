import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/mypage/my_consents': lazy(() => import('./MyConsentsPage')),
};
