import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/mypage/my_abstract': lazy(() => import('./MyAbstractsPage')),
  '/mypage/abstract_modify/:absId': lazy(() => import('./AbstractModifyPage')),
};
