import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/general/bbsSetting': lazy(() => import('./BbsSettingPage')),
  '/admin/main/general/bbsSetting/:bbsId': lazy(() => import('./PostEditPage')),
};
