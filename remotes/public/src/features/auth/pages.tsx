import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';

export const pages: FeaturePages = {
  '/auth/login': lazy(() => import('./LoginPage')),
  '/auth/signup': lazy(() => import('./SignUpPage')),
  '/auth/find': lazy(() => import('./FindPage')),
  '/auth/confirm': lazy(() => import('./ConfirmEmailPage')),
};
