import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

const load = (name: 'PaymentPage' | 'SuccessPage' | 'FailedPage' | 'WindowClosePage') =>
  lazy(() => import('./PaymentPages').then((m) => ({ default: m[name] })));

export const pages: FeaturePages = {
  '/payment/:payId': load('PaymentPage'),
  '/success': load('SuccessPage'),
  '/failed': load('FailedPage'),
  '/windowClose': load('WindowClosePage'),
};
