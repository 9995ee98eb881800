import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/general/popupSetting': lazy(() => import('./PopupSettingPage')),
  '/admin/main/general/popupSetting/:popupId': lazy(() => import('./PopupEditPage')),
};
