import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/regist/committeUserData': lazy(() => import('./RegistrationsPage')),
  '/admin/main/regist/payLog': lazy(() => import('./PayLogPage')),
  '/admin/main/regist/refundData': lazy(() => import('./RefundDataPage')),
  '/admin/main/regist/registerLog': lazy(() => import('./RegisterLogPage')),
};
