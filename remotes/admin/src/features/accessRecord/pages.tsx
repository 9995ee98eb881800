import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/privacy/accessRecord': lazy(() => import('./AccessRecordPage')),
  '/admin/main/privacy/accessCheck': lazy(() => import('./AccessCheckPage')),
};
